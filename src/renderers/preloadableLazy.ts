import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { lazyModule } from './lazyModule.js'

// React.lazy's own bound: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

export type PreloadableLazy<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the component's module (once); the component renders at once after it resolved. */
  preload: () => Promise<{ default: T }>
}

/**
 * React.lazy that renders without suspending once its module is loaded, e.g. preloaded while the
 * shell starts. A plain lazy suspends on its first render even then, and React holds back the
 * reveal of a Suspense boundary until 300 ms after the last fallback it showed (its fallback
 * throttle): on the search page that was about 250 ms of the time to the first result rows.
 */
export function preloadableLazy<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadableLazy<T> {
  let loaded: { default: T } | undefined
  const preload = lazyModule(() => load().then((module) => (loaded = module)))
  // React.lazy reads a thenable that answers in its `then` call synchronously, without suspending.
  const answerAtOnce = (module: { default: T }) => ({ then: (resolve: (value: { default: T }) => void) => resolve(module) }) as unknown as Promise<{ default: T }>
  return Object.assign(
    lazy(() => (loaded ? answerAtOnce(loaded) : preload())),
    { preload },
  )
}
