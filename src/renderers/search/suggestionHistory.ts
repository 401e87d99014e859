/** The search bar's history in local storage, newest first, at most 20 (spec 2 §4 and §9). */
import { SEARCH_CONSTANTS } from '../../engine/query/constants.js'

export const historyStorageKey = (contextId: string) => `strata-search-history-${contextId}`

export function readHistory(contextId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(historyStorageKey(contextId)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** `input` moved to the front, duplicates removed, trimmed to `size`. */
export function addToHistory(items: string[], input: string, size: number = SEARCH_CONSTANTS.suggestionHistorySize): string[] {
  return [input, ...items.filter((item) => item !== input)].slice(0, size)
}

export function writeHistory(contextId: string, items: string[]): void {
  try {
    globalThis.localStorage?.setItem(historyStorageKey(contextId), JSON.stringify(items))
  } catch {
    // storage full or unavailable: the history lasts for this page only
  }
}
