import yauzl from 'yauzl'
import { describe, expect, it } from 'vitest'
import { ENTRY_NOT_FOUND } from '../../../src/server/archive/entry-archives.js'
import { call, entryApi, memoryFiles, memoryRecords } from './support.js'

const si = {
  run: [
    {
      system: [
        {
          chemical_composition_hill: 'Si2',
          atoms: {
            labels: ['Si', 'Si'],
            positions: [
              [0, 0, 0],
              [1.3575e-10, 1.3575e-10, 1.3575e-10],
            ],
            lattice_vectors: [
              [0, 2.715e-10, 2.715e-10],
              [2.715e-10, 0, 2.715e-10],
              [2.715e-10, 2.715e-10, 0],
            ],
            periodic: [true, true, true],
          },
        },
      ],
    },
  ],
  processing_logs: [{ event: 'parser executed', level: 'INFO' }],
}

async function world() {
  const records = memoryRecords()
  const files = memoryFiles()
  const entry = (id: string, extra: Record<string, unknown>) => ({ entry_id: id, upload_id: 'u1', mainfile: `calc/${id}.xml`, parser_name: 'parsers/vasp', main_author: { user_id: 'alice', name: 'Alice' }, ...extra })
  await records.put('entries', 'public1', entry('public1', { published: true, with_embargo: false }))
  await records.put('entries', 'public2', entry('public2', { published: true, with_embargo: false }))
  await records.put('entries', 'staged', entry('staged', { published: false, with_embargo: false, viewers: [{ user_id: 'bob' }] }))
  await records.put('entries', 'embargoed', entry('embargoed', { published: true, with_embargo: true, viewer_groups: ['g1'] }))
  await records.put('groups', 'g1', { group_id: 'g1', group_name: 'Lab', owner: 'carol', members: ['dave'] })
  for (const id of ['public1', 'public2', 'staged', 'embargoed']) await records.put('archives', id, { entry_id: id, upload_id: 'u1', archive: si })
  await files.write('u1', 'calc/INCAR', new TextEncoder().encode('ENCUT = 400\n'))
  await files.write('u1', 'calc/sub/OUTCAR', new TextEncoder().encode('done\n'))
  await files.write('u1', 'other/README', new TextEncoder().encode('not this entry\n'))
  return { api: entryApi(records, files) }
}

describe('entry routes', () => {
  it('hide unpublished and embargoed entries from anonymous users with NOMAD’s 404', async () => {
    const { api } = await world()
    for (const id of ['staged', 'embargoed']) {
      for (const [method, path, body] of [
        ['GET', `/entries/${id}`],
        ['GET', `/entries/${id}/archive`],
        ['POST', `/entries/${id}/archive/query`, { required: '*' }],
      ] as const) {
        const answer = await call(api, method, path, body)
        expect(answer.status, `${method} ${path}`).toBe(404)
        expect(answer.json).toEqual({ detail: ENTRY_NOT_FOUND })
      }
    }
    expect((await call(api, 'GET', '/entries/nope')).status).toBe(404)
  })

  it('show an unpublished entry to its viewers and an embargoed one to members of its groups', async () => {
    const { api } = await world()
    expect((await call(api, 'GET', '/entries/staged', undefined, 'alice')).status).toBe(200)
    expect((await call(api, 'GET', '/entries/staged', undefined, 'bob')).status).toBe(200)
    expect((await call(api, 'GET', '/entries/staged', undefined, 'eve')).status).toBe(404)
    expect((await call(api, 'GET', '/entries/embargoed', undefined, 'dave')).status).toBe(200)
    expect((await call(api, 'GET', '/entries/embargoed', undefined, 'eve')).status).toBe(404)
  })

  it('answers archive/query with the required part and the parser name', async () => {
    const { api } = await world()
    const answer = await call(api, 'POST', '/entries/public1/archive/query', { required: { processing_logs: '*' } })
    expect(answer.json).toEqual({
      required: { processing_logs: '*' },
      entry_id: 'public1',
      data: { entry_id: 'public1', upload_id: 'u1', parser_name: 'parsers/vasp', archive: { processing_logs: si.processing_logs, m_ref_archives: {} } },
    })
    expect((await call(api, 'POST', '/entries/public1/archive/query', { required: 'everything' })).status).toBe(422)
  })

  it('pages through many archives, visible ones only, echoing the query like NOMAD', async () => {
    const { api } = await world()
    const first = await call(api, 'POST', '/entries/archive/query', { query: { upload_id: 'u1' }, pagination: { page_size: 1 }, required: { metadata: '*' } })
    const body = first.json as { query: unknown; pagination: { total: number; next_page_after_value?: string }; data: { entry_id: string }[] }
    expect(body.query).toEqual({ name: 'upload_id', value: 'u1' })
    expect(body.pagination.total).toBe(2)
    expect(body.data.map((d) => d.entry_id)).toEqual(['public1'])
    const second = await call(api, 'POST', '/entries/archive/query', { query: { upload_id: 'u1' }, pagination: { page_size: 1, page_after_value: body.pagination.next_page_after_value } })
    expect((second.json as typeof body).data.map((d) => d.entry_id)).toEqual(['public2'])
    const mine = await call(api, 'POST', '/entries/archive/query', { owner: 'visible', query: { upload_id: 'u1', entry_id: 'staged' } }, 'alice')
    expect((mine.json as typeof body).query).toEqual({ and: [{ name: 'upload_id', value: 'u1' }, { name: 'entry_id', value: 'staged' }] })
    expect((mine.json as typeof body).pagination.total).toBe(1)
    expect((await call(api, 'POST', '/entries/archive/query', { owner: 'user' })).status).toBe(401)
  })

  it('serves raw files relative to the mainfile’s folder', async () => {
    const { api } = await world()
    const answer = await call(api, 'GET', '/entries/public1/raw/INCAR')
    expect(answer.status).toBe(200)
    expect(answer.text).toBe('ENCUT = 400\n')
    expect((await call(api, 'GET', '/entries/public1/raw/POSCAR')).status).toBe(404)
  })

  it('zips the files of the mainfile’s folder, subfolders included, nothing outside it', async () => {
    const { api } = await world()
    const response = await api.request('/entries/public1/raw')
    expect(response.headers.get('content-type')).toBe('application/zip')
    const zip = Buffer.from(await response.arrayBuffer())
    const names = await new Promise<string[]>((resolve, reject) =>
      yauzl.fromBuffer(zip, { lazyEntries: false }, (error, file) => {
        if (error || !file) return reject(error)
        const found: string[] = []
        file.on('entry', (entry: yauzl.Entry) => found.push(entry.fileName))
        file.on('end', () => resolve(found.sort()))
      }),
    )
    expect(names).toEqual(['calc/INCAR', 'calc/sub/OUTCAR'])
    expect((await call(api, 'GET', '/entries/staged/raw')).status).toBe(404)
  })

  it('writes a system as cif, xyz and pdb in ångström, with the file name in content-disposition', async () => {
    const { api } = await world()
    const xyz = await call(api, 'GET', '/systems/public1?path=run/0/system/-1&format=xyz')
    expect(xyz.headers.get('content-disposition')).toContain('public1_run_0_system_-1.xyz')
    const lines = xyz.text.trim().split('\n')
    expect(lines[0]).toBe('2')
    expect(lines[3].split(/\s+/).slice(1).map(Number)).toEqual([1.3575, 1.3575, 1.3575])
    const cif = (await call(api, 'GET', '/systems/public1?path=run/0/system/0&format=cif')).text
    expect(cif).toMatch(/_cell_length_a 3\.83958/)
    expect(cif).toMatch(/_cell_angle_alpha 60\.0000/)
    expect(cif).toMatch(/Si2 Si 0\.25000000 0\.25000000 0\.25000000/)
    const pdb = (await call(api, 'GET', '/systems/public1?path=run/0/system/0&format=pdb')).text
    expect(pdb.startsWith('CRYST1    3.840    3.840    3.840  60.00  60.00  60.00 P 1')).toBe(true)
    expect(pdb.split('\n').filter((line) => line.startsWith('ATOM'))).toHaveLength(2)
    expect((await call(api, 'GET', '/systems/public1?path=run/0/nothing&format=xyz')).status).toBe(404)
    expect((await call(api, 'GET', '/systems/staged?path=run/0/system/0')).status).toBe(404)
  })
})
