import * as THREE from 'three'
import { OrbitControls } from 'three/addons/controls/OrbitControls.js'
import { hasWebGL } from '../structure/scene.js'
import { brillouinZone, kToCartesian } from './brillouinZone.js'

/** Draws zone edges and the k-path into `container`; returns the disposer. Throws without WebGL. */
export function drawBrillouinZone(container: HTMLElement, reciprocalCell: number[][], segments: { kpoints: number[][] }[]): () => void {
  if (!hasWebGL()) throw new Error('WebGL is not available')
  const cell = reciprocalCell.map((row) => row.map((v) => v * 1e-10))
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
    scene.add(new THREE.Line(new THREE.BufferGeometry().setFromPoints(points), new THREE.LineBasicMaterial({ color: 0xd62728 })))
  }
  const radius = Math.max(...zone.vertices.map((v) => Math.hypot(...v)))
  const camera = new THREE.PerspectiveCamera(40, width / height, radius / 100, radius * 100)
  camera.position.set(radius * 2.2, radius * 1.6, radius * 2.8)
  camera.lookAt(0, 0, 0)
  const controls = new OrbitControls(camera, renderer.domElement)
  const render = () => renderer.render(scene, camera)
  controls.addEventListener('change', render)
  render()
  return () => {
    controls.dispose()
    renderer.dispose()
    renderer.domElement.remove()
  }
}
