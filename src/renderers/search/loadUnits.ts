import { lazyModule } from '../lazyModule.js'

/**
 * The one lazy entry to the units library (mathjs is heavy, so the first route goes without it).
 * Every GUI part that needs units asks here, so there is one chunk and one load in flight.
 */
export const loadUnits = lazyModule(() => import('../../engine/units/index.js'))
