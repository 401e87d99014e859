/** POST uploads/{id}/edit for entry metadata: adds and removes apply per entry; datasets with a DOI keep their entries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, createProcessedUpload, poscarOf, putDataset, startUploadsServer, type UploadsServer } from './support.js'

describe('editing entry metadata', () => {
  let server: UploadsServer
  let token: string
  let uploadId: string
  let ids: Record<string, string>
  let demoId: string
  beforeAll(async () => {
    server = await startUploadsServer()
    token = await server.token('demo', 'demo-password')
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL, 'Cu/POSCAR': poscarOf('Cu', 3.61) })
    uploadId = upload.upload_id
    const entries = (await server.json(`/uploads/${uploadId}/entries`, { token })).body.data as { entry_id: string; mainfile: string }[]
    ids = Object.fromEntries(entries.map((entry) => [entry.mainfile, entry.entry_id]))
    demoId = (await server.json('/users/me', { token })).body.user_id as string
    await putDataset(server.dataDir, { dataset_id: 'ds-plain', dataset_name: 'Plain set', user_id: demoId })
    await putDataset(server.dataDir, { dataset_id: 'ds-fixed', dataset_name: 'Fixed set', user_id: demoId })
  }, 60000)
  afterAll(() => server?.stop())

  const edit = (metadata: Record<string, unknown>, entryIds?: string[]) =>
    server.json(`/uploads/${uploadId}/edit`, { method: 'POST', token, body: JSON.stringify({ metadata, ...(entryIds ? { query: { entry_id: entryIds } } : {}) }) })
  const metadataOf = async () => {
    const entries = (await server.json(`/uploads/${uploadId}/entries`, { token })).body.data as { mainfile: string; entry_metadata: Record<string, unknown> }[]
    return Object.fromEntries(entries.map((entry) => [entry.mainfile, entry.entry_metadata]))
  }
  const datasetIds = (metadata: Record<string, unknown>) => (metadata.datasets as { dataset_id: string }[]).map((dataset) => dataset.dataset_id)

  it('adds and removes references per entry, each entry keeping its own others', async () => {
    expect((await edit({ references: ['https://a.example/1'] }, [ids['NaCl.cif']])).status).toBe(200)
    expect((await edit({ references: ['https://b.example/2'] }, [ids['Cu/POSCAR']])).status).toBe(200)
    expect((await edit({ references: { add: ['https://c.example/3'] } })).status).toBe(200)
    let entries = await metadataOf()
    expect(entries['NaCl.cif'].references).toEqual(['https://a.example/1', 'https://c.example/3'])
    expect(entries['Cu/POSCAR'].references).toEqual(['https://b.example/2', 'https://c.example/3'])
    expect((await edit({ references: { remove: ['https://a.example/1'] } })).status).toBe(200)
    entries = await metadataOf()
    expect(entries['NaCl.cif'].references).toEqual(['https://c.example/3'])
    expect(entries['Cu/POSCAR'].references).toEqual(['https://b.example/2', 'https://c.example/3'])
  })

  it('adds and removes datasets per entry', async () => {
    expect((await edit({ datasets: { add: ['ds-fixed'] } }, [ids['NaCl.cif']])).status).toBe(200)
    expect((await edit({ datasets: { add: ['ds-plain'] } })).status).toBe(200)
    let entries = await metadataOf()
    expect(datasetIds(entries['NaCl.cif'])).toEqual(['ds-fixed', 'ds-plain'])
    expect(datasetIds(entries['Cu/POSCAR'])).toEqual(['ds-plain'])
    expect((await edit({ datasets: { remove: ['ds-plain'] } }, [ids['Cu/POSCAR']])).status).toBe(200)
    entries = await metadataOf()
    expect(datasetIds(entries['NaCl.cif'])).toEqual(['ds-fixed', 'ds-plain'])
    expect(datasetIds(entries['Cu/POSCAR'])).toEqual([])
  })

  it('refuses to add entries to or remove them from a dataset with a DOI, verify_only included', async () => {
    await putDataset(server.dataDir, { dataset_id: 'ds-fixed', dataset_name: 'Fixed set', doi: '10.1234/fixed', user_id: demoId })
    const removal = await edit({ datasets: { remove: ['ds-fixed'] } })
    expect(removal).toEqual({ status: 400, body: { detail: 'The dataset cannot be removed. A DOI has been assigned to the dataset.' } })
    const verified = await server.json(`/uploads/${uploadId}/edit`, { method: 'POST', token, body: JSON.stringify({ metadata: { datasets: { add: ['ds-fixed'] } }, verify_only: true }) })
    expect(verified).toEqual({ status: 400, body: { detail: 'Entries cannot be added to the dataset Fixed set. A DOI has been assigned to the dataset.' } })
    // Adding an entry that is in the dataset already changes nothing and is fine.
    expect((await edit({ datasets: { add: ['ds-fixed'] } }, [ids['NaCl.cif']])).status).toBe(200)
    const entries = await metadataOf()
    expect(datasetIds(entries['NaCl.cif'])).toEqual(['ds-fixed', 'ds-plain'])
    expect(datasetIds(entries['Cu/POSCAR'])).toEqual([])
  })

  it('makes free-text search find an edited comment and upload name by their new words, not the old ones', async () => {
    const found = async (text: string) => {
      const { body } = await server.json('/entries/query', { method: 'POST', token, body: JSON.stringify({ owner: 'user', query: { text_search_contents: text }, required: { include: ['mainfile'] } }) })
      return (body.data as { mainfile: string }[]).map((entry) => entry.mainfile).sort()
    }
    expect((await edit({ comment: 'annealed twice in argon' }, [ids['NaCl.cif']])).status).toBe(200)
    expect(await found('argon')).toEqual(['NaCl.cif'])
    expect((await edit({ comment: 'quenched in water' }, [ids['NaCl.cif']])).status).toBe(200)
    expect(await found('argon')).toEqual([])
    expect(await found('quenched water')).toEqual(['NaCl.cif'])
    expect((await edit({ upload_name: 'Halide survey' })).status).toBe(200)
    expect(await found('halide')).toEqual(['Cu/POSCAR', 'NaCl.cif'])
  })
})
