/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
/**
 * The datasets API over real HTTP: names, owner-only lists, entries' dataset copies in metadata,
 * search and aggregations after adding, a DOI and deleting; what a DOI makes permanent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, createProcessedUpload, poscarOf, startUploadsServer, type UploadsServer } from '../uploads/support.js'

describe('datasets API', () => {
  let server: UploadsServer
  let demo: string
  let reviewer: string
  let uploadId: string
  let entryIds: string[]
  beforeAll(async () => {
    server = await startUploadsServer({ strataYaml: 'env:\n  dataciteEnabled: true\nserver:\n  doi:\n    registrar: embedded\n    prefix: "10.99999"\n' })
    demo = await server.token('demo', 'demo-password')
    reviewer = await server.token('reviewer', 'reviewer-password')
    const upload = await createProcessedUpload(server, demo, { 'NaCl.cif': CIF_NACL, 'Cu/POSCAR': poscarOf('Cu', 3.61) })
    uploadId = upload.upload_id
    entryIds = ((await server.json(`/uploads/${uploadId}/entries`, { token: demo })).body.data as { entry_id: string }[]).map((entry) => entry.entry_id)
  }, 90000)
  afterAll(() => server?.stop())

  const create = (name: string, token = demo) => server.json('/datasets/', { method: 'POST', token, body: JSON.stringify({ dataset_name: name }) })
  const edit = (metadata: Record<string, unknown>) => server.json(`/uploads/${uploadId}/edit`, { method: 'POST', token: demo, body: JSON.stringify({ metadata }) })
  const search = (query: Record<string, unknown>, aggregations: Record<string, unknown> = {}) =>
    server.json('/entries/query', { method: 'POST', token: demo, body: JSON.stringify({ owner: 'visible', query, aggregations, pagination: { page_size: 10 } }) })
  const datasetsOfEntries = async () => {
    const entries = (await server.json(`/uploads/${uploadId}/entries`, { token: demo })).body.data as { entry_metadata: { datasets: any[] } }[]
    return entries.map((entry) => entry.entry_metadata.datasets)
  }
  const nameBuckets = async () => {
    const { body } = await search({}, { names: { terms: { quantity: 'datasets.dataset_name' } } })
    return (body.aggregations.names.terms.data as { value: string; count: number }[]).map((bucket) => [bucket.value, bucket.count])
  }

  it('creates datasets with the name rules of spec 1 §5 and answers in NOMAD shapes', async () => {
    const created = await create('Rocksalt set')
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ dataset_name: 'Rocksalt set', doi: null, dataset_type: 'owned' })
    expect(created.body.dataset_id).toBe(created.body.data.dataset_id)
    expect(await create('Rocksalt set')).toEqual({ status: 400, body: { detail: 'There is already a dataset with name Rocksalt set' } })
    expect(await create(' leading space')).toEqual({ status: 400, body: { detail: 'Invalid name for dataset' } })
    // The same name is fine for another user.
    expect((await create('Rocksalt set', reviewer)).status).toBe(200)
    const one = await server.json(`/datasets/${created.body.dataset_id}`)
    expect(one.body).toEqual(created.body)
    expect((await server.json('/datasets/no-such-dataset')).status).toBe(404)
    expect((await server.json('/datasets/', { method: 'POST', body: JSON.stringify({ dataset_name: 'x' }) })).status).toBe(401)
  })

  it('lists only the requester’s datasets, paged and sorted', async () => {
    await create('Another set')
    const mine = await server.json('/datasets/?page_size=10&order_by=dataset_name&order=asc', { token: demo })
    expect(mine.body.data.map((dataset: any) => dataset.dataset_name)).toEqual(['Another set', 'Rocksalt set'])
    expect(mine.body.pagination).toMatchObject({ total: 2, page: 1, page_size: 10, order_by: 'dataset_name', order: 'asc' })
    const newestFirst = await server.json('/datasets/?order_by=dataset_create_time&order=desc', { token: demo })
    expect(newestFirst.body.data[0].dataset_name).toBe('Another set')
    const theirs = await server.json('/datasets/', { token: reviewer })
    expect(theirs.body.data.map((dataset: any) => dataset.dataset_name)).toEqual(['Rocksalt set'])
    expect((await server.json('/datasets/')).body.data).toEqual([])
    expect((await server.json('/datasets/?prefix=Rock', { token: demo })).body.pagination.total).toBe(1)
  })

  it('keeps the entries’ dataset copies, the search and the aggregations in step; a DOI fixes the entries', async () => {
    const list = (await server.json('/datasets/?order_by=dataset_name', { token: demo })).body.data as any[]
    const [another, rocksalt] = list
    expect((await edit({ datasets: { add: [rocksalt.dataset_id, another.dataset_id] } })).status).toBe(200)
    expect((await search({ 'datasets.dataset_id': rocksalt.dataset_id })).body.pagination.total).toBe(2)
    expect(await nameBuckets()).toEqual(expect.arrayContaining([['Rocksalt set', 2], ['Another set', 2]]))

    // Deleting a dataset takes it out of the entries, the index and the aggregations.
    const deleted = await server.json(`/datasets/${another.dataset_id}`, { method: 'DELETE', token: demo })
    expect(deleted.status).toBe(200)
    expect(deleted.body.data.dataset_name).toBe('Another set')
    for (const datasets of await datasetsOfEntries()) expect(datasets.map((dataset) => dataset.dataset_id)).toEqual([rocksalt.dataset_id])
    expect(await nameBuckets()).toEqual([['Rocksalt set', 2]])
    expect((await search({ 'datasets.dataset_id': another.dataset_id })).body.pagination.total).toBe(0)

    // Only the owner changes a dataset; a DOI needs published entries.
    expect((await server.json(`/datasets/${rocksalt.dataset_id}`, { method: 'DELETE', token: reviewer })).status).toBe(401)
    const early = await server.json(`/datasets/${rocksalt.dataset_id}/action/doi`, { method: 'POST', token: demo })
    expect(early).toEqual({ status: 400, body: { detail: 'A DOI can only be assigned when all entries of the dataset are published.' } })
    expect((await server.json(`/uploads/${uploadId}/action/publish`, { method: 'POST', token: demo })).status).toBe(200)
    await server.waitProcessed(uploadId, demo)

    const doi = await server.json(`/datasets/${rocksalt.dataset_id}/action/doi`, { method: 'POST', token: demo })
    expect(doi.status).toBe(200)
    expect(doi.body.data.doi).toBe(`10.99999/strata.${rocksalt.dataset_id.toLowerCase()}`)
    for (const datasets of await datasetsOfEntries()) expect(datasets).toEqual([{ dataset_id: rocksalt.dataset_id, dataset_name: 'Rocksalt set', doi: doi.body.data.doi }])
    expect((await search({ 'datasets.doi': doi.body.data.doi })).body.pagination.total).toBe(2)
    expect((await server.json(`/datasets/${rocksalt.dataset_id}/action/doi`, { method: 'POST', token: demo })).status).toBe(400)

    // Anyone resolves the DOI; nobody deletes the dataset or changes its entries.
    const resolved = await server.json(`/datasets/?doi=${encodeURIComponent(doi.body.data.doi)}`)
    expect(resolved.body.data.map((dataset: any) => dataset.dataset_id)).toEqual([rocksalt.dataset_id])
    const refused = await server.json(`/datasets/${rocksalt.dataset_id}`, { method: 'DELETE', token: demo })
    expect(refused).toEqual({ status: 400, body: { detail: 'The dataset cannot be removed. A DOI has been assigned to the dataset.' } })
    expect((await edit({ datasets: { remove: [rocksalt.dataset_id] } })).body).toEqual({ detail: 'The dataset cannot be removed. A DOI has been assigned to the dataset.' })
    const fresh = await create('Late set')
    expect((await edit({ datasets: { add: [fresh.body.dataset_id] } })).status).toBe(200)
    expect((await search({ 'datasets.dataset_id': rocksalt.dataset_id })).body.pagination.total).toBe(2)
    expect(entryIds).toHaveLength(2)
  })

  it('refuses to add entries to someone else’s dataset', async () => {
    const theirs = (await server.json('/datasets/', { token: reviewer })).body.data[0]
    const refused = await edit({ datasets: { add: [theirs.dataset_id] } })
    expect(refused.status).toBe(400)
    expect(refused.body.detail).toContain('Entries can only be added to your own datasets')
  })
})

describe('datasets with the DOI service off', () => {
  let server: UploadsServer
  beforeAll(async () => {
    server = await startUploadsServer({ strataYaml: 'env:\n  dataciteEnabled: false\n' })
  }, 60000)
  afterAll(() => server?.stop())

  it('refuses a DOI with the text of spec 1 §6, and datasets survive a restart', async () => {
    const token = await server.token('demo', 'demo-password')
    const created = await server.json('/datasets/', { method: 'POST', token, body: JSON.stringify({ dataset_name: 'Kept' }) })
    const refused = await server.json(`/datasets/${created.body.dataset_id}/action/doi`, { method: 'POST', token })
    expect(refused).toEqual({ status: 400, body: { detail: 'Cannot create a DOI because the DOI service is not enabled on this deployment' } })
    await server.close()
    const again = await startUploadsServer({ dataDir: server.dataDir, strataYaml: 'env:\n  dataciteEnabled: false\n' })
    server = again
    const listed = await again.json('/datasets/', { token: await again.token('demo', 'demo-password') })
    expect(listed.body.data.map((dataset: any) => dataset.dataset_name)).toEqual(['Kept'])
  }, 60000)
})
