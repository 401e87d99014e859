// @vitest-environment happy-dom
/**
 * The menu items render NOMAD's recorded answers (api-recordings/search): the periodic table shows
 * the recorded element counts, the terms item the recorded values; the requests they make have the
 * recorded aggregation shapes.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import type { MenuItem } from '../../../src/engine/config/menu.js'
import { MenuItemView } from '../../../src/renderers/menu-items/MenuItemView.js'
import '../../../src/renderers/menu-items/register.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { fakeServer, renderSearch } from './support.js'

afterEach(cleanup)

interface Recording {
  request: { url: string; body: { aggregations?: Record<string, Record<string, Record<string, unknown>>> } }
  response: { body: { aggregations?: Record<string, Record<string, { data: { value: string; count: number }[] }>> } }
}

function recordings(file: string): Recording[] {
  const parsed = JSON.parse(readFileSync(join(REFERENCE_DIR, 'api-recordings', 'search', file), 'utf8')) as Record<string, Recording[]>
  return Object.values(parsed).flat()
}

/** The recorded answer of the first entries/query that asked for `recordedId`, served under our id. */
function replay(file: string, recordedId: string) {
  const recording = recordings(file).find((r) => r.request.url.endsWith('entries/query') && r.request.body.aggregations?.[recordedId])!
  const recorded = recording.response.body.aggregations![recordedId]
  const server = fakeServer((path, body) => {
    if (path !== 'entries/query') return undefined
    const ids = Object.keys((body.aggregations ?? {}) as object)
    return { ...recording.response.body, aggregations: Object.fromEntries(ids.map((id) => [id, recorded])) }
  })
  return { server, recording, recorded: Object.values(recorded)[0].data }
}

describeWithReference('menu items on NOMAD recordings', () => {
  it('periodic table: the recorded element counts, requested as NOMAD does (terms, all elements, not excluded)', async () => {
    const { server, recording, recorded } = replay('inputperiodictable.json', 'results.material.elements:default')
    renderSearch(<MenuItemView item={{ type: 'periodic_table', search_quantity: 'results.material.elements', width: 12, show_header: true } as unknown as MenuItem} visible depth={0} />, { server })
    for (const bucket of recorded) {
      await waitFor(() => expect(screen.getByTestId(`element-${bucket.value}`).getAttribute('data-count')).toBe(String(bucket.count)))
    }
    const ours = Object.values(server.requests.at(-1)!.body.aggregations as Record<string, { terms: Record<string, unknown> }>)[0].terms
    const theirs = recording.request.body.aggregations!['results.material.elements:default'].terms
    expect(ours.quantity).toBe(theirs.quantity)
    expect(ours.exclude_from_search).toBe(theirs.exclude_from_search)
    expect(ours.size).toBeGreaterThanOrEqual(118)
  })

  it('terms: the recorded program names with their counts', async () => {
    const { server, recorded } = replay('searchpage.json', 'results.method.simulation.program_name:scroll')
    renderSearch(
      <MenuItemView item={{ type: 'terms', search_quantity: 'results.method.simulation.program_name', show_input: false, width: 12, show_header: true } as unknown as MenuItem} visible depth={0} />,
      { server },
    )
    for (const bucket of recorded.filter((b) => b.count > 0)) {
      const label = (await screen.findByRole('checkbox', { name: new RegExp(`^${bucket.value}`) })).closest('label')!
      expect(label.textContent).toBe(`${bucket.value}${bucket.count}`)
    }
    // NOMAD lists 'unavailable' with count 0; options without hits are not offered
    expect(screen.queryByRole('checkbox', { name: /^unavailable/ })).toBeNull()
  })
})
