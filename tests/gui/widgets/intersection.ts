import { act } from '@testing-library/react'

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void

const observers = new Set<{ callback: Callback; elements: Set<Element> }>()

/** Replaces IntersectionObserver by one the test drives: nothing is on screen until `scrollIntoView()`. */
export function installIntersectionObserver(): void {
  observers.clear()
  class FakeIntersectionObserver {
    private readonly entry: { callback: Callback; elements: Set<Element> }
    constructor(callback: Callback) {
      this.entry = { callback, elements: new Set() }
      observers.add(this.entry)
    }
    observe(element: Element) {
      this.entry.elements.add(element)
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element)
    }
    disconnect() {
      observers.delete(this.entry)
    }
    takeRecords() {
      return []
    }
  }
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver
}

/** Reports every observed element as on screen (or off screen). */
export function setAllInView(inView = true): void {
  act(() => {
    for (const { callback, elements } of observers) callback([...elements].map((target) => ({ isIntersecting: inView, target })))
  })
}
