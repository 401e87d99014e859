// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { widgetSchema } from '../../../src/engine/config/widgets.js'
import { TermsWidget } from '../../../src/renderers/widgets/terms/TermsWidget.js'
import type { WidgetOf } from '../../../src/renderers/widgets/types.js'
import { renderSearch, type FakeServer } from '../search/support.js'
import { installIntersectionObserver, setAllInView } from './intersection.js'

beforeEach(installIntersectionObserver)
afterEach(cleanup)

const PROGRAM = 'results.method.simulation.program_name'
const ELEMENTS = 'results.material.elements'

const terms = (search_quantity: string, query_mode?: 'and' | 'or') =>
  ({ ...widgetSchema.parse({ type: 'terms', search_quantity, show_input: false, ...(query_mode && { query_mode }) }), id: 't' }) as WidgetOf<'terms'> & { id: string }

const lastQuery = (server: FakeServer) => server.requests.filter((request) => request.path === 'entries/query' && (request.body.pagination as { page_size: number }).page_size > 0).at(-1)?.body.query

/** Renders the widget with the real search context and clicks the given values one after the other. */
async function click(widget: WidgetOf<'terms'>, values: string[]) {
  const result = renderSearch(<TermsWidget widget={widget} onEdit={() => undefined} onRemove={() => undefined} />)
  setAllInView()
  for (const value of values) fireEvent.click(await screen.findByRole('listitem', { name: value }))
  return result.server
}

describe('TermsWidget query_mode', () => {
  it("'and' asks for entries with all chosen values, also where the quantity defaults to any", async () => {
    const server = await click(terms(PROGRAM, 'and'), ['VASP'])
    await waitFor(() => expect(lastQuery(server)).toEqual({ [`${PROGRAM}:all`]: ['VASP'] }))
  })

  it("'or' asks for entries with any chosen value, also where the quantity defaults to all", async () => {
    const server = await click(terms(ELEMENTS, 'or'), ['C', 'O'])
    await waitFor(() => expect(lastQuery(server)).toEqual({ [`${ELEMENTS}:any`]: ['C', 'O'] }))
  })

  it("keeps the other values on offer with 'or' (their counts ignore the widget's own filter), not with 'and'", async () => {
    const server = await click(terms(PROGRAM, 'or'), ['VASP'])
    await waitFor(() => expect(lastQuery(server)).toEqual({ [`${PROGRAM}:any`]: ['VASP'] }))
    const widgetRequest = (request: FakeServer['requests'][number]) => (request.body.aggregations as Record<string, { terms: { exclude_from_search: boolean } }> | undefined)?.['widget-t']
    const asked = server.requests.map(widgetRequest).filter(Boolean)
    expect(asked.length).toBeGreaterThan(1)
    expect(asked.every((request) => request!.terms.exclude_from_search)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    // exciting is still there to add
    expect(screen.getByRole('listitem', { name: 'exciting' })).toBeTruthy()
    cleanup()
    await click(terms(PROGRAM, 'and'), ['VASP'])
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'exciting' })).toBeNull())
    expect(screen.getByRole('listitem', { name: 'VASP' })).toBeTruthy()
  })

  it("without a query_mode the quantity's own mode applies", async () => {
    const server = await click(terms(ELEMENTS), ['C', 'H'])
    await waitFor(() => expect(lastQuery(server)).toEqual({ [`${ELEMENTS}:all`]: ['C', 'H'] }))
  })
})
