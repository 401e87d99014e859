/**
 * The three.js side of the structure viewer; imported lazily so that three.js is fetched only when a
 * structure is shown. Atoms and bonds are each one InstancedMesh: 40,000 atoms are one draw call.
 */
import * as THREE from 'three'
import { OrbitControls } from 'three/addons/controls/OrbitControls.js'
import { atomDisplayRadius, elementColor } from './elements.js'
import { atomEmphasis, bondEmphasis } from './highlight.js'
import { latticeArrows, type LatticeArrow } from './latticeArrows.js'
import { FrameListeners, type Projector } from './projector.js'

export interface SceneContent {
  species: number[]
  positions: number[][]
  cell?: number[][]
  bonds: [number, number][]
  showBonds: boolean
  reducedDetail: boolean
  /** Atoms drawn in full; the others are dimmed. All are drawn in full without it. */
  highlight?: number[]
}

/** Opacity of the atoms and bonds outside a highlighted subsystem. */
const DIM_OPACITY = 0.15

/** True when the browser can create a WebGL context. */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}

export class StructureScene implements Projector {
  private readonly renderer: THREE.WebGLRenderer
  private readonly scene = new THREE.Scene()
  private readonly camera = new THREE.PerspectiveCamera(45, 1, 0.1, 10000)
  private readonly controls: OrbitControls
  private readonly content = new THREE.Group()
  private readonly resizeObserver: ResizeObserver
  private readonly listeners = new FrameListeners()
  private framed?: { positions: number[][]; cell?: number[][] }
  private home?: { position: THREE.Vector3; target: THREE.Vector3 }
  private frameRequested = false
  private frames = 0

  constructor(
    private readonly container: HTMLElement,
    { antialias = true }: { antialias?: boolean } = {},
  ) {
    this.renderer = new THREE.WebGLRenderer({ antialias, preserveDrawingBuffer: true })
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2))
    this.renderer.setClearColor(0xffffff, 1)
    this.renderer.domElement.setAttribute('aria-label', 'structure')
    container.appendChild(this.renderer.domElement)
    this.scene.add(new THREE.AmbientLight(0xffffff, 1.2))
    const light = new THREE.DirectionalLight(0xffffff, 2)
    light.position.set(1, 2, 3)
    this.camera.add(light)
    this.scene.add(this.camera)
    this.scene.add(this.content)
    this.controls = new OrbitControls(this.camera, this.renderer.domElement)
    this.controls.addEventListener('change', () => this.requestRender())
    this.resizeObserver = new ResizeObserver(() => this.resize())
    this.resizeObserver.observe(container)
    this.resize()
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.domElement
  }

  setContent({ species, positions, cell, bonds, showBonds, reducedDetail, highlight }: SceneContent): void {
    this.clearContent()
    const atoms = atomEmphasis(species.length, highlight)
    const draw = reducedDetail ? atomImpostors : atomSpheres
    this.content.add(draw(species, positions, atoms.bright, 1))
    if (atoms.dim.length > 0) this.content.add(draw(species, positions, atoms.dim, DIM_OPACITY))
    if (showBonds && bonds.length > 0) {
      const split = bondEmphasis(bonds, atoms)
      if (split.bright.length > 0) this.content.add(this.bondMesh(positions, split.bright, reducedDetail, 1))
      if (split.dim.length > 0) this.content.add(this.bondMesh(positions, split.dim, reducedDetail, DIM_OPACITY))
    }
    if (cell) {
      this.content.add(cellLines(cell))
      for (const arrow of latticeArrows(cell)) this.content.add(arrowMesh(arrow))
    }
    // The camera is placed anew only for new atoms: toggling bonds or a highlight keeps the user's view.
    if (this.framed?.positions !== positions || this.framed.cell !== cell) this.frame(positions, cell)
    this.framed = { positions, cell }
    this.resize()
    this.requestRender()
  }

  /** Back to the camera placed when the atoms were first shown. */
  resetView(): void {
    if (!this.home) return
    this.controls.target.copy(this.home.target)
    this.camera.position.copy(this.home.position)
    this.camera.up.set(0, 1, 0)
    this.controls.update()
    this.requestRender()
  }

  /** Draws a frame now and returns the canvas holding it (its drawing buffer is preserved). */
  snapshot(): HTMLCanvasElement {
    this.renderer.render(this.scene, this.camera)
    return this.renderer.domElement
  }

  project(point: readonly number[]): { x: number; y: number } | undefined {
    const v = new THREE.Vector3(point[0], point[1], point[2]).project(this.camera)
    if (!(v.z >= -1 && v.z <= 1)) return undefined
    const width = this.container.clientWidth || 400
    const height = this.container.clientHeight || 400
    return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height }
  }

  subscribe(listener: () => void): () => void {
    return this.listeners.subscribe(listener)
  }

  /** Turns the view around the vertical axis by `angle` radians (used by benchmarks and tests). */
  rotate(angle: number): void {
    const offset = this.camera.position.clone().sub(this.controls.target)
    offset.applyAxisAngle(new THREE.Vector3(0, 1, 0), angle)
    this.camera.position.copy(this.controls.target).add(offset)
    this.camera.lookAt(this.controls.target)
    this.requestRender()
  }

  dispose(): void {
    this.resizeObserver.disconnect()
    this.controls.dispose()
    this.framed = undefined
    this.clearContent()
    this.renderer.dispose()
    this.renderer.domElement.remove()
  }

  private bondMesh(positions: number[][], bonds: [number, number][], reducedDetail: boolean, opacity: number): THREE.InstancedMesh {
    const cylinder = new THREE.CylinderGeometry(0.12, 0.12, 1, reducedDetail ? 5 : 10, 1)
    const mesh = new THREE.InstancedMesh(cylinder, new THREE.MeshPhongMaterial({ color: 0x999999, ...translucent(opacity) }), bonds.length)
    const up = new THREE.Vector3(0, 1, 0)
    const a = new THREE.Vector3()
    const b = new THREE.Vector3()
    const direction = new THREE.Vector3()
    const quaternion = new THREE.Quaternion()
    const matrix = new THREE.Matrix4()
    bonds.forEach(([i, j], index) => {
      a.fromArray(positions[i])
      b.fromArray(positions[j])
      direction.subVectors(b, a)
      const length = direction.length()
      quaternion.setFromUnitVectors(up, direction.normalize())
      matrix.compose(a.clone().add(b).multiplyScalar(0.5), quaternion, new THREE.Vector3(1, length, 1))
      mesh.setMatrixAt(index, matrix)
    })
    return mesh
  }

  private frame(positions: number[][], cell?: number[][]): void {
    const box = new THREE.Box3()
    for (const p of positions) box.expandByPoint(new THREE.Vector3(p[0], p[1], p[2]))
    if (cell) for (const corner of cellCorners(cell)) box.expandByPoint(corner)
    const center = box.getCenter(new THREE.Vector3())
    const radius = Math.max(box.getSize(new THREE.Vector3()).length() / 2, 2)
    const distance = radius / Math.sin((this.camera.fov * Math.PI) / 360)
    this.controls.target.copy(center)
    this.camera.position.copy(center).add(new THREE.Vector3(0.5, 0.4, 1).normalize().multiplyScalar(distance))
    this.camera.near = distance / 100
    this.camera.far = distance * 10
    this.camera.updateProjectionMatrix()
    this.controls.update()
    this.home = { position: this.camera.position.clone(), target: this.controls.target.clone() }
  }

  private clearContent(): void {
    for (const child of [...this.content.children]) {
      this.content.remove(child)
      child.traverse((part) => {
        if (part instanceof THREE.Mesh || part instanceof THREE.LineSegments || part instanceof THREE.Points) {
          part.geometry.dispose()
          ;(part.material as THREE.Material).dispose()
        }
      })
    }
  }

  private resize(): void {
    const width = this.container.clientWidth || 400
    const height = this.container.clientHeight || 400
    this.renderer.setSize(width, height, false)
    // Point sprites are sized in pixels: the projection scale follows the canvas height.
    for (const child of this.content.children)
      if (child instanceof THREE.Points) (child.material as THREE.ShaderMaterial).uniforms.scale.value = height / (2 * Math.tan((this.camera.fov * Math.PI) / 360))
    this.renderer.domElement.style.width = '100%'
    this.renderer.domElement.style.height = '100%'
    this.camera.aspect = width / height
    this.camera.updateProjectionMatrix()
    this.requestRender()
  }

  private requestRender(): void {
    if (this.frameRequested) return
    this.frameRequested = true
    requestAnimationFrame(() => {
      this.frameRequested = false
      this.renderer.render(this.scene, this.camera)
      this.frames += 1
      this.renderer.domElement.dataset.frames = String(this.frames)
      this.listeners.notify()
    })
  }
}

/** Material settings for see-through (dimmed) parts; depth is not written so that atoms behind show. */
function translucent(opacity: number): THREE.MaterialParameters {
  return opacity < 1 ? { transparent: true, opacity, depthWrite: false } : {}
}

/** The atoms `indices` as shaded spheres: one InstancedMesh, so one draw call however many atoms. */
function atomSpheres(species: number[], positions: number[][], indices: number[], opacity: number): THREE.InstancedMesh {
  const atoms = new THREE.InstancedMesh(new THREE.SphereGeometry(1, 16, 10), new THREE.MeshPhongMaterial({ shininess: 40, ...translucent(opacity) }), indices.length)
  const matrix = new THREE.Matrix4()
  const color = new THREE.Color()
  indices.forEach((atom, instance) => {
    const z = species[atom]
    const r = atomDisplayRadius(z)
    const [x, y, w] = positions[atom]
    matrix.makeScale(r, r, r).setPosition(x, y, w)
    atoms.setMatrixAt(instance, matrix)
    atoms.setColorAt(instance, color.set(elementColor(z)))
  })
  return atoms
}

/**
 * Reduced detail for large systems: each atom is one point drawn as a shaded disc facing the camera
 * (an impostor), one vertex instead of hundreds of triangles per atom.
 */
function atomImpostors(species: number[], positions: number[][], indices: number[], opacity: number): THREE.Points {
  const geometry = new THREE.BufferGeometry()
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(indices.flatMap((atom) => positions[atom]), 3))
  const color = new THREE.Color()
  geometry.setAttribute('color', new THREE.Float32BufferAttribute(indices.flatMap((atom) => color.set(elementColor(species[atom])).toArray()), 3))
  geometry.setAttribute('radius', new THREE.Float32BufferAttribute(indices.map((atom) => atomDisplayRadius(species[atom])), 1))
  const material = new THREE.ShaderMaterial({
    ...translucent(opacity),
    uniforms: { scale: { value: 600 }, opacity: { value: opacity } },
    vertexShader: `
      attribute float radius;
      attribute vec3 color;
      uniform float scale;
      varying vec3 vColor;
      void main() {
        vColor = color;
        vec4 mv = modelViewMatrix * vec4(position, 1.0);
        gl_PointSize = 2.0 * radius * scale / -mv.z;
        gl_Position = projectionMatrix * mv;
      }`,
    fragmentShader: `
      varying vec3 vColor;
      uniform float opacity;
      void main() {
        vec2 p = gl_PointCoord * 2.0 - 1.0;
        float d = dot(p, p);
        if (d > 1.0) discard;
        float light = 0.45 + 0.55 * max(dot(normalize(vec3(p.x, -p.y, sqrt(1.0 - d))), normalize(vec3(0.4, 0.5, 1.0))), 0.0);
        gl_FragColor = vec4(vColor * light, opacity);
      }`,
  })
  return new THREE.Points(geometry, material)
}

function cellCorners(cell: number[][]): THREE.Vector3[] {
  const [a, b, c] = cell.map((row) => new THREE.Vector3(row[0], row[1], row[2]))
  const corners: THREE.Vector3[] = []
  for (const i of [0, 1]) for (const j of [0, 1]) for (const k of [0, 1]) corners.push(a.clone().multiplyScalar(i).add(b.clone().multiplyScalar(j)).add(c.clone().multiplyScalar(k)))
  return corners
}

function cellLines(cell: number[][]): THREE.LineSegments {
  const corners = cellCorners(cell)
  // Corner index = 4i + 2j + k; an edge joins corners that differ in one of i, j, k.
  const points: THREE.Vector3[] = []
  for (let from = 0; from < 8; from++) for (const bit of [1, 2, 4]) if (!(from & bit)) points.push(corners[from], corners[from | bit])
  return new THREE.LineSegments(new THREE.BufferGeometry().setFromPoints(points), new THREE.LineBasicMaterial({ color: 0x333333 }))
}

/** A lattice vector as a shaft and a cone head, in the colour of its HTML label. */
function arrowMesh({ from, to, color }: LatticeArrow): THREE.Group {
  const start = new THREE.Vector3(...from)
  const direction = new THREE.Vector3(...to).sub(start)
  const length = direction.length()
  const head = Math.min(0.25 * length, 0.8)
  const material = new THREE.MeshPhongMaterial({ color })
  const shaft = new THREE.Mesh(new THREE.CylinderGeometry(0.06, 0.06, length - head, 8), material)
  shaft.position.y = (length - head) / 2
  const cone = new THREE.Mesh(new THREE.ConeGeometry(0.22, head, 12), material.clone())
  cone.position.y = length - head / 2
  const arrow = new THREE.Group()
  arrow.add(shaft, cone)
  arrow.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), direction.normalize())
  arrow.position.copy(start)
  return arrow
}
