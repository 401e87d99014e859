/** The DataCite adapter against a fake DataCite REST API (a real HTTP server at the edge of this unit test). */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataciteRegistrar } from '../../../src/server/datasets/doi/datacite-registrar.js'
import { DoiRegistrationError } from '../../../src/server/datasets/doi/port.js'

interface Received {
  method?: string
  url?: string
  headers: IncomingMessage['headers']
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any -- the JSON:API body is read field by field
}

describe('DataCite registrar', () => {
  let fake: Server
  let url: string
  const received: Received[] = []
  let answer: { status: number; body: unknown } = { status: 201, body: {} }
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let text = ''
      req.on('data', (chunk) => (text += chunk))
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(text) })
        res.writeHead(answer.status, { 'content-type': 'application/vnd.api+json' }).end(JSON.stringify(answer.body))
      })
    })
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())))

  const request = { dataset_id: 'AbC123', dataset_name: 'Rocksalt set', creator: 'Demo User', landing_url: 'http://strata.example/ds', publication_year: 2026 }
  const registrar = () => dataciteRegistrar({ url, prefix: '10.5072', repository_id: 'STRATA.TEST', password: 'secret', publisher: 'Strata' })

  it('publishes the DOI with the repository credentials and the required metadata', async () => {
    answer = { status: 201, body: { data: { id: '10.5072/strata.abc123', type: 'dois' } } }
    expect(await registrar().register(request)).toBe('10.5072/strata.abc123')
    const [call] = received
    expect(call.method).toBe('POST')
    expect(call.url).toBe('/dois')
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from('STRATA.TEST:secret').toString('base64')}`)
    expect(call.headers['content-type']).toBe('application/vnd.api+json')
    expect(call.body.data.attributes).toMatchObject({
      doi: '10.5072/strata.abc123',
      event: 'publish',
      url: 'http://strata.example/ds',
      creators: [{ name: 'Demo User' }],
      titles: [{ title: 'Rocksalt set' }],
      publisher: 'Strata',
      publicationYear: 2026,
      types: { resourceTypeGeneral: 'Dataset' },
    })
  })

  it('names what DataCite answered when it refuses', async () => {
    answer = { status: 422, body: { errors: [{ source: 'doi', title: 'This DOI has already been taken' }] } }
    const failure = registrar().register(request)
    await expect(failure).rejects.toBeInstanceOf(DoiRegistrationError)
    await expect(registrar().register(request)).rejects.toThrow('DataCite refused the DOI (422): This DOI has already been taken')
  })

  it('says so when DataCite cannot be reached', async () => {
    const offline = dataciteRegistrar({ url: 'http://127.0.0.1:1', prefix: '10.5072', repository_id: 'x', password: 'y', publisher: 'Strata' })
    await expect(offline.register(request)).rejects.toThrow(/^DataCite could not be reached/)
  })
})
