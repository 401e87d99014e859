// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { describeWithReference, hasReference } from '../../reference.js'
import { referenceArchive, serverLikeApi } from './support.js'

type Json = Record<string, unknown>

const schema: Json = hasReference ? referenceArchive('yaml-schema-definitions.archive.json') : { metadata: {} }
const schemaId = (schema.metadata as Json).entry_id as string
const { api, calls } = serverLikeApi([schema])
// The schema entries the root lane lists come from entries/query.
const post = api.post.bind(api)
const searches: unknown[] = []
api.post = (async (path: string, body?: unknown) => {
  if (path !== 'entries/query') return post(path, body)
  searches.push(body)
  return { data: [{ entry_id: schemaId, entry_name: 'A name for the package', mainfile: 'schema.archive.json' }] }
}) as typeof api.post
vi.mock('../../../src/app/api/ApiContext.js', () => ({ useApi: () => api }))

const { default: MetainfoPage } = await import('../../../src/app/pages/analyze/MetainfoPage.js')

afterEach(cleanup)

function Where() {
  return <output data-testid="location">{decodeURIComponent(useLocation().pathname)}</output>
}

function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/analyze/metainfo/*" element={<MetainfoPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  )
}

const lanes = () => screen.getAllByTestId('archive-lane')

describeWithReference('Metainfo page with a schema entry (NOMAD’s YAML schema recording)', () => {
  it('browses the definitions of a schema entry named in the URL', async () => {
    renderPage(`/analyze/metainfo/entry_id:${schemaId}/MySection/datetime_list`)
    const lane = await waitFor(() => screen.getAllByTestId('definition-lane').at(-1)!, { timeout: 10000 })
    await waitFor(() => expect(within(lane).getByRole('heading', { name: 'datetime_list' })).toBeTruthy())
    expect(within(lane).getByTestId('fact-shape').textContent).toBe('["*"]')
    expect(calls.some((c) => c.path === `entries/${schemaId}/archive/query`)).toBe(true)
  })

  it('lists schema entries on the root lane and opens one', async () => {
    renderPage('/analyze/metainfo')
    fireEvent.click(await screen.findByText('schema entries (1)', {}, { timeout: 10000 }))
    // Spelled as the 'Create from schema' dialog spells it (one function), over everything visible.
    expect(searches.at(-1)).toMatchObject({ owner: 'visible', query: { 'entry_type:all': ['Schema'] }, pagination: { order_by: 'upload_create_time', order: 'desc' } })
    fireEvent.click(within(lanes()[0]).getByText('A name for the package'))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/analyze/metainfo/entry_id:${schemaId}`))
    expect(await screen.findByText('MySection', {}, { timeout: 10000 })).toBeTruthy()
  })
})
