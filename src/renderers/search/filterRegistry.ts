/**
 * The filters a search page knows, each registered once, with the rules of spec 2 §5 checked
 * at registration: a filter may be registered only once; a filter with a query mode must
 * accept multiple values; a filter with a default must not correspond to a metainfo value.
 */
import type { SearchQuantityDef } from './types.js'

export class FilterRegistrationError extends Error {
  constructor(
    readonly filter: string,
    problem: string,
  ) {
    super(`Cannot register the filter "${filter}": ${problem}`)
    this.name = 'FilterRegistrationError'
  }
}

export class FilterRegistry {
  private readonly filters = new Map<string, SearchQuantityDef>()

  /** isMetainfoValue: whether a name is a quantity of the metainfo (and so has values in entries). */
  constructor(private readonly isMetainfoValue: (name: string) => boolean) {}

  /** Adds a filter; throws FilterRegistrationError when it breaks a rule. Returns the filter. */
  register(filter: SearchQuantityDef): SearchQuantityDef {
    const { name } = filter
    if (this.filters.has(name)) throw new FilterRegistrationError(name, 'it is already registered (a filter may be registered only once).')
    if (filter.queryMode !== undefined && !filter.multiple) {
      throw new FilterRegistrationError(name, `it has the query mode "${filter.queryMode}" but does not accept multiple values (only those may have a query mode).`)
    }
    if (filter.default !== undefined && this.isMetainfoValue(name)) {
      throw new FilterRegistrationError(name, 'it has a default but is a metainfo quantity (only filters that no metainfo value backs may have a default).')
    }
    this.filters.set(name, filter)
    return filter
  }

  get(name: string): SearchQuantityDef | undefined {
    return this.filters.get(name)
  }

  has(name: string): boolean {
    return this.filters.has(name)
  }
}
