/** What an HTML overlay needs from a 3D view: where a point lands on screen, and when that changes. */
export interface Projector {
  /** Pixels from the view's top-left corner; undefined when the point is behind the camera. */
  project(point: readonly number[]): { x: number; y: number } | undefined
  /** Calls `listener` after every drawn frame; returns the unsubscriber. */
  subscribe(listener: () => void): () => void
}

/** Keeps a set of frame listeners; `notify` is called by the scene after it renders. */
export class FrameListeners {
  private readonly listeners = new Set<() => void>()

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  notify(): void {
    for (const listener of this.listeners) listener()
  }
}
