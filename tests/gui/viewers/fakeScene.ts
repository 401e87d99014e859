/**
 * A stand-in for the three.js scenes in happy-dom (which has no WebGL): it records what the viewer
 * asks of it and projects points with a fixed linear map, x → 100 + 10x, y → 100 − 10y.
 */
import type { SceneContent } from '../../../src/renderers/viewers/structure/scene.js'

export class FakeScene {
  static instances: FakeScene[] = []
  contents: SceneContent[] = []
  resets = 0
  private readonly listeners = new Set<() => void>()

  constructor(readonly container: HTMLElement) {
    FakeScene.instances.push(this)
  }

  setContent(content: SceneContent): void {
    this.contents.push(content)
    this.frameDrawn()
  }

  resetView(): void {
    this.resets += 1
  }

  snapshot(): HTMLCanvasElement {
    const canvas = document.createElement('canvas')
    canvas.toDataURL = () => 'data:image/png;base64,U1RSVUNUVVJF'
    return canvas
  }

  project(point: readonly number[]): { x: number; y: number } {
    return { x: 100 + 10 * point[0], y: 100 - 10 * point[1] }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  frameDrawn(): void {
    for (const listener of this.listeners) listener()
  }

  dispose(): void {}

  get last(): SceneContent | undefined {
    return this.contents.at(-1)
  }
}

export const fakeSceneModule = { hasWebGL: () => true, StructureScene: FakeScene }
