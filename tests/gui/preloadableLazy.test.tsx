// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { preloadableLazy } from '../../src/renderers/preloadableLazy.js'

afterEach(cleanup)

const Page = ({ title }: { title: string }) => <h1>{title}</h1>

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    let loads = 0
    const LazyPage = preloadableLazy(async () => {
      loads += 1
      return { default: Page }
    })
    await LazyPage.preload()
    render(<Suspense fallback={<p>loading</p>}><LazyPage title="Entries" /></Suspense>)
    expect(screen.queryByText('loading')).toBeNull()
    expect(screen.getByRole('heading').textContent).toBe('Entries')
    expect(loads).toBe(1)
  })

  it('suspends like React.lazy when not preloaded, loading the module once', async () => {
    let loads = 0
    let release!: () => void
    const LazyPage = preloadableLazy(async () => {
      loads += 1
      await new Promise<void>((resolve) => (release = resolve))
      return { default: Page }
    })
    render(<Suspense fallback={<p>loading</p>}><LazyPage title="Entries" /></Suspense>)
    expect(screen.getByText('loading')).toBeTruthy()
    void LazyPage.preload()
    await act(async () => release())
    expect(await screen.findByRole('heading')).toBeTruthy()
    expect(loads).toBe(1)
  })
})
