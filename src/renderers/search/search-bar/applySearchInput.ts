/** Turns the search bar's text into a filter change via the engine's syntax parser (loaded lazily). */
import type { AppConfig } from '../../../engine/config/app.js'
import type { SearchSyntax } from '../../../engine/query/searchSyntax.js'
import { appOffersQuantity, appQuantityNames, strataQuantityLookup } from '../searchQuantities.js'
import type { Filters, FilterValue, Scalar } from '../types.js'
import { lazyModule } from '../../lazyModule.js'

const loadSearchSyntax = lazyModule(() => import('../../../engine/query/searchSyntax.js'))

export type SearchBarOutcome = { ok: true; quantity: string; value: FilterValue } | { ok: false; error: string }

/** Short names (the last part of a path) that stand for exactly one quantity of the app. */
export function shortNames(names: string[]): Record<string, string> {
  const byShort = new Map<string, string[]>()
  for (const name of names) {
    const short = name.split('.').pop() ?? name
    byShort.set(short, [...(byShort.get(short) ?? []), name])
  }
  return Object.fromEntries([...byShort].filter(([short, full]) => full.length === 1 && full[0] !== short).map(([short, full]) => [short, full[0]]))
}

/** Reads `input` and returns the filter it adds to `filters`, or the error of spec 2 §5. */
export async function applySearchInput(
  input: string,
  app: AppConfig,
  filters: Filters,
  displayUnit: (name: string) => string | undefined,
): Promise<SearchBarOutcome> {
  const { parseSearchInput } = await loadSearchSyntax()
  const result = parseSearchInput(input, {
    lookup: strataQuantityLookup(),
    exclude: (app.search_syntaxes?.exclude ?? []) as SearchSyntax[],
    fullNames: shortNames(appQuantityNames(app)),
    available: (name) => appOffersQuantity(app, name) && strataQuantityLookup()(name) !== undefined,
    displayUnit,
  })
  if (!result.ok) return result
  if (typeof result.value === 'object' && result.value !== null) return { ok: true, quantity: result.quantity, value: result.value as FilterValue }
  const current = filters[result.quantity]
  const values = Array.isArray(current) ? (current as Scalar[]) : []
  const value = result.value as Scalar
  return { ok: true, quantity: result.quantity, value: values.includes(value) ? values : [...values, value] }
}
