import * as THREE from 'three'
import { OrbitControls } from 'three/addons/controls/OrbitControls.js'
import { FrameListeners, type Projector } from '../structure/projector.js'
import { hasWebGL } from '../structure/scene.js'
import { brillouinZone, inInverseAngstrom, kToCartesian } from './brillouinZone.js'
import type { KPointLabel } from './kPathLabels.js'

export interface DrawnZone {
  dispose(): void
  /** Where points (in 1/Å) land on screen, for the k-point labels. */
  projector: Projector
}

const PATH_COLOR = 0xd62728

/** Draws zone edges, the k-path and its special points into `container`. Throws without WebGL. */
export function drawBrillouinZone(container: HTMLElement, reciprocalCell: number[][], segments: { kpoints: number[][] }[], specialPoints: readonly KPointLabel[] = []): DrawnZone {
  if (!hasWebGL()) throw new Error('WebGL is not available')
  const cell = inInverseAngstrom(reciprocalCell)
  const zone = brillouinZone(cell)
  if (zone.vertices.length < 4) throw new Error('degenerate Brillouin zone')
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true })
  renderer.setClearColor(0xffffff, 1)
  const width = container.clientWidth || 300
  const height = container.clientHeight || 300
  renderer.setSize(width, height)
  container.appendChild(renderer.domElement)
  const scene = new THREE.Scene()
  const zonePoints = zone.edges.flatMap(([a, b]) => [new THREE.Vector3(...zone.vertices[a]), new THREE.Vector3(...zone.vertices[b])])
  scene.add(new THREE.LineSegments(new THREE.BufferGeometry().setFromPoints(zonePoints), new THREE.LineBasicMaterial({ color: 0x555555 })))
  for (const segment of segments) {
    const points = segment.kpoints.map((k) => new THREE.Vector3(...kToCartesian(k, cell)))
    scene.add(new THREE.Line(new THREE.BufferGeometry().setFromPoints(points), new THREE.LineBasicMaterial({ color: PATH_COLOR })))
  }
  if (specialPoints.length > 0) {
    const dots = new THREE.BufferGeometry().setFromPoints(specialPoints.map(({ position }) => new THREE.Vector3(...position)))
    scene.add(new THREE.Points(dots, new THREE.PointsMaterial({ color: PATH_COLOR, size: 6, sizeAttenuation: false })))
  }
  const radius = Math.max(...zone.vertices.map((v) => Math.hypot(...v)))
  const camera = new THREE.PerspectiveCamera(40, width / height, radius / 100, radius * 100)
  camera.position.set(radius * 2.2, radius * 1.6, radius * 2.8)
  camera.lookAt(0, 0, 0)
  const controls = new OrbitControls(camera, renderer.domElement)
  const listeners = new FrameListeners()
  const render = () => {
    renderer.render(scene, camera)
    listeners.notify()
  }
  controls.addEventListener('change', render)
  const projector: Projector = {
    project(point) {
      const v = new THREE.Vector3(point[0], point[1], point[2]).project(camera)
      if (!(v.z >= -1 && v.z <= 1)) return undefined
      return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height }
    },
    subscribe: (listener) => listeners.subscribe(listener),
  }
  render()
  return {
    projector,
    dispose() {
      controls.dispose()
      scene.traverse((part) => {
        if (part instanceof THREE.Line || part instanceof THREE.Points) {
          part.geometry.dispose()
          ;(part.material as THREE.Material).dispose()
        }
      })
      renderer.dispose()
      renderer.domElement.remove()
    },
  }
}
