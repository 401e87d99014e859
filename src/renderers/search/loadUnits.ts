/**
 * The one lazy entry to the units library (mathjs is heavy, so the first route goes without it).
 * Every GUI part that needs units asks here, so there is one chunk and one load in flight.
 */
type UnitsModule = typeof import('../../engine/units/index.js')

let loading: Promise<UnitsModule> | undefined

/** Loads the units library once; a failed load is tried again on the next call. */
export function loadUnits(): Promise<UnitsModule> {
  loading ??= import('../../engine/units/index.js').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** Resolves when no load is in flight any more (whatever its outcome). */
export function unitsLoadSettled(): Promise<void> {
  return loading ? loading.then(noop, noop) : Promise.resolve()
}

function noop(): void {}
