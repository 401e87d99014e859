// Child process for the crash test: writes records in committed transactions, says so, then
// waits to be killed with SIGKILL (no clean close, no checkpoint).
import { openRecordStore } from '../../../../src/server/store/duckdb/record-store.js'

const [dataDir, count] = process.argv.slice(2)
const store = await openRecordStore(dataDir)
for (let i = 0; i < Number(count); i++) {
  await store.transaction(async (tx) => {
    await tx.put('uploads', `upload-${i}`, { upload_id: `upload-${i}`, n: i })
  })
}
await store.put('uploads', 'outside-transaction', { upload_id: 'outside-transaction' })
process.stdout.write('written\n')
setInterval(() => undefined, 1000)
