// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { cardSchema } from '../../../src/engine/config/card-kinds.js'
import { RenderCard } from '../../../src/renderers/cards/RenderCard.js'
import '../../../src/renderers/cards/register.js'
import { testApi } from './support.js'

afterEach(cleanup)

/** The entry whose references the server answers at once; any other entry's answer waits until `release`. */
function slowApiFor(answeredAt: string) {
  let release = () => undefined as void
  const later = new Promise<void>((resolve) => (release = resolve))
  const { api } = testApi((_path, body) => {
    const target = (body as { query: Record<string, string> }).query['entry_references.target_entry_id']
    return { data: [{ entry_id: `source-of-${target}`, mainfile: `${target}.referrer.json` }] }
  })
  const post = api.post.bind(api)
  api.post = (async (path: string, body?: unknown, options?: object) => {
    const target = (body as { query: Record<string, string> }).query['entry_references.target_entry_id']
    if (target !== answeredAt) await later
    return post(path, body, options)
  }) as typeof api.post
  return { api, release: () => release() }
}

it('references: moving to another entry shows loading for it, never the previous entry’s list', async () => {
  const { api, release } = slowApiFor('entry-1')
  const card = cardSchema.parse({})
  const page = (entryId: string) => (
    <MemoryRouter>
      <RenderCard cardKey="references" card={card} archive={{}} entry={{ entry_id: entryId }} api={api} />
    </MemoryRouter>
  )
  const view = render(page('entry-1'))
  expect(await screen.findByRole('link', { name: 'entry-1.referrer.json' })).toBeTruthy()

  view.rerender(page('entry-2'))
  const region = screen.getByRole('region', { name: 'Entry references' })
  expect(within(region).getByText('loading...')).toBeTruthy()
  expect(within(region).queryByRole('link', { name: 'entry-1.referrer.json' })).toBeNull()

  release()
  expect(await within(region).findByRole('link', { name: 'entry-2.referrer.json' })).toBeTruthy()
  expect(within(region).queryByText('loading...')).toBeNull()
})
