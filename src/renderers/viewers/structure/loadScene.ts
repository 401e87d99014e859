import { lazyModule } from '../../lazyModule.js'

/** three.js and the scene code are fetched when the first 3D view is shown. */
export const loadStructureScene = lazyModule(() => import('./scene.js'))
