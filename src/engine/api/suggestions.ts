/**
 * POST suggestions (NOMAD's shape): values of quantities that contain the typed input. Used by the
 * search bar, the suggestion inputs of the filter menus and the ELN section-select dialog.
 */

/** A quantity to suggest values of: its name (the server's default size) or NOMAD's `{name, size}`. */
export type SuggestionQuantity = string | { name: string; size?: number }

/** The answer: per quantity, its matching values, best first. */
export type Suggestions = Record<string, { value: string; weight?: number }[]>

export interface SuggestionsApi {
  post<T = unknown>(path: string, body?: unknown): Promise<T>
}

export function fetchSuggestions(api: SuggestionsApi, input: string, quantities: readonly SuggestionQuantity[]): Promise<Suggestions> {
  return api.post<Suggestions>('suggestions', { input, quantities })
}
