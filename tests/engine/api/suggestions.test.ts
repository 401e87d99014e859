import { describe, expect, it } from 'vitest'
import { fetchSuggestions } from '../../../src/engine/api/suggestions.js'

describe('POST suggestions', () => {
  it('sends NOMAD’s body, quantities by name or with their size, and hands back the answer', async () => {
    const sent: unknown[] = []
    const api = { post: <T,>(path: string, body?: unknown) => (sent.push([path, body]), Promise.resolve({ entry_name: [{ value: 'chamber', weight: 1 }] } as T)) }
    expect(await fetchSuggestions(api, 'cha', [{ name: 'entry_name', size: 5 }, 'mainfile'])).toEqual({ entry_name: [{ value: 'chamber', weight: 1 }] })
    expect(sent).toEqual([['suggestions', { input: 'cha', quantities: [{ name: 'entry_name', size: 5 }, 'mainfile'] }]])
  })
})
