// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_CONSTANTS } from '../../../src/engine/query/constants.js'
import { useDebouncedValue } from '../../../src/renderers/search/search-bar/useDebouncedValue.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const { suggestionDebounceMs: WAIT, suggestionMaxWaitMs: MAX_WAIT } = SEARCH_CONSTANTS

describe('suggestion debounce (spec 2 §9: 150 ms, at most 300 ms)', () => {
  it('passes a value on once typing paused for 150 ms', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text, WAIT, MAX_WAIT), { initialProps: { text: '' } })
    rerender({ text: 'Ti' })
    act(() => vi.advanceTimersByTime(WAIT - 1))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('Ti')
  })

  it('passes the current value on after 300 ms even while the user keeps typing', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text, WAIT, MAX_WAIT), { initialProps: { text: '' } })
    const word = 'Titanium dioxide'
    const seen: string[] = []
    // a key every 100 ms: never a 150 ms pause
    for (let index = 1; index <= word.length; index++) {
      rerender({ text: word.slice(0, index) })
      act(() => vi.advanceTimersByTime(100))
      if (seen.at(-1) !== result.current) seen.push(result.current)
    }
    // every 300 ms, i.e. every third key
    expect(seen.slice(1)).toEqual([3, 6, 9, 12, 15].map((length) => word.slice(0, length)))
  })
})
