import type { Dataset, Entity, File as H5File, Group, Metadata } from 'h5wasm'
import { loadH5wasm, type H5wasm } from './loadH5wasm.js'
import { selectionFor } from './selection.js'

/** An opened HDF5 file, read through h5wasm: its groups, datasets and attributes, and a dataset's values in slices. */

export type Hdf5Kind = 'group' | 'dataset' | 'other'

export interface Hdf5Attribute {
  name: string
  value: string
}

export interface Hdf5Child {
  name: string
  path: string
  kind: Hdf5Kind
}

export type Hdf5Node =
  | { kind: 'group'; path: string; children: Hdf5Child[]; attributes: Hdf5Attribute[] }
  | { kind: 'dataset'; path: string; shape: number[]; dtype: string; attributes: Hdf5Attribute[] }
  | { kind: 'other'; path: string; description: string }

export interface Hdf5Values {
  /** The shape of the part read (see `selectionFor`). */
  shape: number[]
  /** Its values, flat in row-major order; numbers where the dataset holds numbers. */
  values: unknown[]
  note?: string
}

export interface Hdf5Reader {
  /** The node at an absolute path ('/' is the root), undefined when there is none. */
  node(path: string): Hdf5Node | undefined
  /** The shown part of a dataset's values. */
  read(path: string): Hdf5Values
  close(): void
}

export class NotHdf5Error extends Error {
  constructor() {
    super('The file is not an HDF5 file (no HDF5 signature).')
  }
}

const SIGNATURE = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]

/** HDF5 puts its signature at byte 0, or after a user block of 512, 1024, 2048, ... bytes. */
export function hasHdf5Signature(bytes: Uint8Array): boolean {
  const at = (offset: number) => SIGNATURE.every((byte, i) => bytes[offset + i] === byte)
  if (at(0)) return true
  for (let offset = 512; offset + SIGNATURE.length <= bytes.length; offset *= 2) if (at(offset)) return true
  return false
}

let opened = 0

/** Opens HDF5 bytes in h5wasm's in-memory file system; `close` frees them. */
export async function openHdf5(bytes: Uint8Array): Promise<Hdf5Reader> {
  if (!hasHdf5Signature(bytes)) throw new NotHdf5Error()
  const h5wasm = await loadH5wasm()
  const fileName = `/strata-${++opened}.h5`
  const fs = (await h5wasm.ready).FS
  fs.writeFile(fileName, bytes)
  let file: H5File
  try {
    file = new h5wasm.File(fileName, 'r')
  } catch (error) {
    fs.unlink(fileName)
    throw error
  }
  return new H5wasmReader(h5wasm, file, () => fs.unlink(fileName))
}

class H5wasmReader implements Hdf5Reader {
  constructor(
    private readonly h5wasm: H5wasm,
    private readonly file: H5File,
    private readonly release: () => void,
  ) {}

  private entity(path: string): Entity | null {
    const inner = path.replace(/^\/+|\/+$/g, '')
    return inner === '' ? this.file : this.file.get(inner)
  }

  node(path: string): Hdf5Node | undefined {
    const entity = this.entity(path)
    if (!entity) return undefined
    const absolute = `/${path.replace(/^\/+|\/+$/g, '')}`
    if (entity instanceof this.h5wasm.Group) {
      const children = entity.keys().map((name): Hdf5Child => {
        const child = entity.get(name)
        return { name, path: absolute === '/' ? `/${name}` : `${absolute}/${name}`, kind: this.kindOf(child) }
      })
      return { kind: 'group', path: absolute, children, attributes: attributesOf(entity) }
    }
    if (entity instanceof this.h5wasm.Dataset)
      return { kind: 'dataset', path: absolute, shape: entity.shape ?? [], dtype: dtypeText(entity), attributes: attributesOf(entity) }
    const link = entity as { type?: string; target?: string; filename?: string; obj_path?: string }
    const target = link.filename ? `${link.filename}#${link.obj_path ?? ''}` : (link.target ?? '')
    return { kind: 'other', path: absolute, description: `${link.type ?? 'object'}${target ? ` to ${target}` : ''}` }
  }

  private kindOf(entity: Entity | null): Hdf5Kind {
    if (entity instanceof this.h5wasm.Group) return 'group'
    if (entity instanceof this.h5wasm.Dataset) return 'dataset'
    return 'other'
  }

  read(path: string): Hdf5Values {
    const dataset = this.entity(path)
    if (!(dataset instanceof this.h5wasm.Dataset)) throw new Error(`${path} is not a dataset`)
    const shape = dataset.shape ?? []
    const selection = selectionFor(shape)
    const raw = shape.length === 0 ? dataset.value : dataset.slice(selection.ranges)
    return { shape: selection.shape, values: shape.length === 0 ? [plain(raw)] : flat(raw), note: selection.note }
  }

  close() {
    try {
      this.file.close()
    } finally {
      this.release()
    }
  }
}

/** Plain JS values for display: typed arrays to arrays, bigints to numbers. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value)
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return Array.from(value as unknown as ArrayLike<unknown>, plain)
  if (Array.isArray(value)) return value.map(plain)
  return value
}

function flat(value: unknown): unknown[] {
  const converted = plain(value)
  return Array.isArray(converted) ? converted : [converted]
}

function attributesOf(entity: Group | Dataset): Hdf5Attribute[] {
  return Object.keys(entity.attrs).map((name) => {
    try {
      const value = entity.get_attribute(name, true)
      return { name, value: typeof value === 'string' ? value : JSON.stringify(value) }
    } catch {
      return { name, value: '(unreadable)' }
    }
  })
}

/** HDF5 type classes as h5wasm's metadata numbers them (H5T_class_t). */
const TYPE_CLASSES: Record<number, string> = { 2: 'time', 4: 'bitfield', 5: 'opaque', 6: 'compound', 7: 'reference', 8: 'enum', 9: 'vlen', 10: 'array' }

/** A readable dtype: float64, int32, uint8, string; with h5wasm's own spelling (`<d`) beside it. */
export function dtypeText(dataset: { dtype: unknown; metadata: Metadata }): string {
  const { type, size, signed } = dataset.metadata
  const spelled = typeof dataset.dtype === 'string' ? dataset.dtype : undefined
  let name: string
  if (type === 0) name = `${signed ? 'int' : 'uint'}${size * 8}`
  else if (type === 1) name = `float${size * 8}`
  else if (type === 3) name = 'string'
  else name = TYPE_CLASSES[type] ?? `type ${type}`
  return spelled && spelled !== 'S' ? `${name} (${spelled})` : name
}
