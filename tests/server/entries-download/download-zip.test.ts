/** The streamed zip of the downloads: it stops filling once its reader has gone or the request was aborted. */
import { describe, expect, it } from 'vitest'
import { streamedZip, type DownloadZip } from '../../../src/server/api/entries/download-zip.js'
import { unzipped } from '../uploads/support.js'

const MEMBER = Buffer.alloc(4 * 1024 * 1024, 'a')
const MEMBERS = 40

/** Adds up to MEMBERS members of 4 MB, as an archive download does, counting what it added. */
function filler(progress: { added: number; done?: Promise<void> }) {
  return (zip: DownloadZip) =>
    (progress.done = (async () => {
      for (let i = 0; i < MEMBERS && !zip.signal.aborted; i++) {
        await zip.addBuffer(`member-${i}.txt`, MEMBER)
        progress.added++
      }
    })())
}

describe('streamedZip', () => {
  it('ends its fill once the reader destroys the stream after the first bytes', async () => {
    const progress: { added: number; done?: Promise<void> } = { added: 0 }
    const zip = streamedZip(filler(progress))
    await new Promise((resolve) => zip.once('data', resolve))
    zip.destroy()
    await progress.done
    expect(progress.added).toBeLessThan(MEMBERS)
  })

  it('ends its fill when the request signal aborts', async () => {
    const progress: { added: number; done?: Promise<void> } = { added: 0 }
    const request = new AbortController()
    const zip = streamedZip(filler(progress), { signal: request.signal })
    await new Promise((resolve) => zip.once('data', resolve))
    request.abort()
    await progress.done
    expect(progress.added).toBeLessThan(MEMBERS)
    expect(zip.destroyed).toBe(true)
  })

  it('stores members by default and deflates them with compress', async () => {
    const read = async (compress?: boolean) => {
      const chunks: Buffer[] = []
      for await (const chunk of streamedZip(async (zip) => zip.addBuffer('a.txt', Buffer.from('hello hello hello')), { compress })) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    }
    const stored = await read()
    const deflated = await read(true)
    expect([stored.readUInt16LE(8), deflated.readUInt16LE(8)]).toEqual([0, 8])
    expect(await unzipped(deflated)).toEqual({ 'a.txt': 'hello hello hello' })
  })
})
