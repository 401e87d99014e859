/**
 * The files processing works from: a new upload knows its files from what it moved in, an upload
 * that had files looks at its raw folder. Both must give every entry its mainfile and the other
 * files of its folder, under the paths the raw files API lists.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CIF_NACL, createProcessedUpload, poscarOf, useDemoServer, zipOf } from '../uploads/support.js'

type Entry = { mainfile: string; files: string[]; process_status: string }
type Listed = { mainfile: string; process_status: string; entry_metadata: { files: string[] } }

describe('the files of processed entries', () => {
  const session = useDemoServer()

  const entriesOf = async (uploadId: string): Promise<Entry[]> => {
    const listed = await session.server.json(`/uploads/${uploadId}/entries?page_size=100&order_by=mainfile`, { token: session.token })
    return listed.body.data.map((entry: Listed) => ({ mainfile: entry.mainfile, files: [...entry.entry_metadata.files].sort(), process_status: entry.process_status }))
  }

  it('gives the entries of a new upload their folders, members written with ./ and // included', async () => {
    const zip = { './one/POSCAR': poscarOf('Cu', 3.6), 'two//POSCAR': poscarOf('Al', 4.05), 'two/notes.txt': 'measured twice', 'three/NaCl.cif': CIF_NACL }
    const upload = await createProcessedUpload(session.server, session.token, zip)
    expect(upload.process_status).toBe('SUCCESS')
    expect(await entriesOf(upload.upload_id)).toEqual([
      { mainfile: 'one/POSCAR', files: ['one/POSCAR'], process_status: 'SUCCESS' },
      { mainfile: 'three/NaCl.cif', files: ['three/NaCl.cif'], process_status: 'SUCCESS' },
      { mainfile: 'two/POSCAR', files: ['two/POSCAR', 'two/notes.txt'], process_status: 'SUCCESS' },
    ])
  })

  it('gives the entries of an empty upload their folders when an archive is added into a folder', async () => {
    const created = await session.server.json('/uploads?upload_name=empty', { method: 'POST', token: session.token })
    const uploadId = created.body.upload_id as string
    await session.server.waitProcessed(uploadId, session.token)
    const zipped = await session.server.json(`/uploads/${uploadId}/raw/sub//deeper/?file_name=more.zip&wait_for_processing=true`, {
      method: 'PUT',
      token: session.token,
      body: await zipOf({ 'two/POSCAR': poscarOf('Fe', 2.87), 'two/OUTCAR.txt': 'no run' }),
    })
    expect(zipped.body.data.process_status).toBe('SUCCESS')
    expect(await entriesOf(uploadId)).toEqual([{ mainfile: 'sub/deeper/two/POSCAR', files: ['sub/deeper/two/OUTCAR.txt', 'sub/deeper/two/POSCAR'], process_status: 'SUCCESS' }])
  })

  it('keeps the files an upload had when more are added', async () => {
    const upload = await createProcessedUpload(session.server, session.token, { 'one/POSCAR': poscarOf('Ni', 3.52), 'one/readme.md': 'first' })
    const added = await session.server.json(`/uploads/${upload.upload_id}/raw/one?file_name=INCAR&wait_for_processing=true`, { method: 'PUT', token: session.token, body: 'ENCUT = 520' })
    expect(added.status).toBe(200)
    const zipped = await session.server.json(`/uploads/${upload.upload_id}/raw/?file_name=more.zip&wait_for_processing=true`, {
      method: 'PUT',
      token: session.token,
      body: await zipOf({ 'two/POSCAR': poscarOf('Fe', 2.87) }),
    })
    expect(zipped.body.data.process_status).toBe('SUCCESS')
    expect(await entriesOf(upload.upload_id)).toEqual([
      { mainfile: 'one/POSCAR', files: ['one/INCAR', 'one/POSCAR', 'one/readme.md'], process_status: 'SUCCESS' },
      { mainfile: 'two/POSCAR', files: ['two/POSCAR'], process_status: 'SUCCESS' },
    ])
  })

  it('writes archive members beyond what unpacking holds in memory whole, from their unpacked copies', async () => {
    // 2 × 20 MB of random bytes: more than the 32 MB unpacking holds, each streamed (over 1 MB).
    const big = [randomBytes(20 << 20), randomBytes(20 << 20)]
    const zip = await zipOf({ 'one/POSCAR': poscarOf('Cu', 3.6), 'one/big-a.bin': big[0], 'one/big-b.bin': big[1] }, { compress: false })
    const created = await session.server.json('/uploads?file_name=big.zip', { method: 'POST', token: session.token, body: zip })
    const upload = await session.server.waitProcessed(created.body.upload_id, session.token, 60000)
    expect(upload.process_status).toBe('SUCCESS')
    for (const [name, content] of [['big-a.bin', big[0]], ['big-b.bin', big[1]]] as const) {
      const raw = await session.server.api(`/uploads/${upload.upload_id}/raw/one/${name}`, { token: session.token })
      expect(Buffer.from(await raw.arrayBuffer()).equals(content)).toBe(true)
    }
    expect(await entriesOf(upload.upload_id)).toEqual([{ mainfile: 'one/POSCAR', files: ['one/POSCAR', 'one/big-a.bin', 'one/big-b.bin'], process_status: 'SUCCESS' }])
  }, 60000)

  it('fails an upload whose member cannot be written before any entry is stored, though parsing starts while members are written', async () => {
    // 'clash' is written as a file, so the folder 'clash/' of the next member cannot be made.
    const zip = { 'clash': 'a file', 'clash/POSCAR': poscarOf('Cu', 3.6), 'fine/POSCAR': poscarOf('Al', 4.05) }
    const upload = await createProcessedUpload(session.server, session.token, zip)
    expect(upload.process_status).toBe('FAILURE')
    // Named by its path in the upload, not by the server's folders.
    expect(upload.errors).toEqual([expect.stringMatching(/^refused path "clash(\/POSCAR)?": a (folder of that name is in the upload|file of the upload is in the way of its folder)$/)])
    expect(await entriesOf(upload.upload_id)).toEqual([])
  })
})
