import { render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { cardSchema } from '../../../src/engine/config/card-kinds.js'
import { RenderCard } from '../../../src/renderers/cards/RenderCard.js'
import '../../../src/renderers/cards/register.js'
import type { Archive, EntryMetadata } from '../../../src/renderers/cards/types.js'
import { REFERENCE_DIR } from '../../reference.js'

/** Plotly stand-in: records what each plot element was drawn with (plotly.js needs a real browser). */
export const plotlyMock = {
  react: vi.fn(async (element: HTMLElement, data: unknown[], layout: unknown) => {
    element.dataset.traces = String(data.length)
    ;(element as HTMLElement & { drawn?: unknown }).drawn = { data, layout }
  }),
  purge: vi.fn(),
  toImage: vi.fn(async () => 'data:image/png;base64,'),
}

export const drawnPlot = (element: Element) => (element as Element & { drawn?: { data: Record<string, unknown>[]; layout: Record<string, unknown> } }).drawn

export function archiveFixture(name: string): Archive {
  return JSON.parse(readFileSync(join(REFERENCE_DIR, 'archives', name), 'utf8')) as Archive
}

export function recording(name: string): Record<string, { request: { url: string; method: string; body?: unknown }; response: { body: unknown } }[]> {
  return JSON.parse(readFileSync(join(REFERENCE_DIR, 'api-recordings', name), 'utf8'))
}

export function testApi(answer: (path: string, body: unknown) => unknown = () => ({ data: [] })) {
  const calls: { path: string; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\/v1\//, '')
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ path, body })
    return new Response(JSON.stringify(answer(path, body)), { headers: { 'content-type': 'application/json' } })
  })
  return { api: new ApiClient({ baseUrl: 'http://strata.test/api/v1', fetch: fetch as unknown as typeof globalThis.fetch }), calls }
}

/** Renders one card of `kind` (a built-in key or a declarative config) on `archive`. */
export function renderCard(
  key: string,
  archive: Archive,
  config: Record<string, unknown> = {},
  entry: Partial<EntryMetadata> = {},
  options: { encyclopediaBase?: string; answer?: (path: string, body: unknown) => unknown } = {},
) {
  const { api, calls } = testApi(options.answer)
  const card = cardSchema.parse(config)
  const view = render(
    <MemoryRouter>
      <RenderCard cardKey={key} card={card} archive={archive} entry={{ entry_id: 'entry-1', ...entry }} api={api} encyclopediaBase={options.encyclopediaBase} />
    </MemoryRouter>,
  )
  return { ...view, calls }
}
