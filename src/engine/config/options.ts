import { isRecord } from './common.js'

export interface FilteredOptions<T> {
  include?: string[]
  exclude?: string[]
  options?: Record<string, T>
}

/**
 * NOMAD's `{include, exclude, options}`: the options named by `include` in that order (all options in
 * their own order when absent), minus `exclude`. Names without an option are skipped.
 */
export function filterOptions<T>({ include, exclude, options = {} }: FilteredOptions<T>): [string, T][] {
  const excluded = new Set(exclude ?? [])
  return (include ?? Object.keys(options))
    .filter((key) => !excluded.has(key) && Object.hasOwn(options, key))
    .map((key) => [key, options[key]])
}

/**
 * Deep merge of config data: objects merge key by key, everything else (lists included) is replaced by
 * the later value. Neither input is modified.
 */
export function mergeConfig(base: unknown, override: unknown): unknown {
  if (!isRecord(base) || !isRecord(override)) return override === undefined ? base : override
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(override)) merged[key] = mergeConfig(base[key], value)
  return merged
}
