import h5wasm from 'h5wasm'

let made = 0

/** Writes an HDF5 file with h5wasm (in its in-memory file system) and returns its bytes. */
export async function makeHdf5(fill: (file: InstanceType<typeof h5wasm.File>) => void): Promise<Uint8Array> {
  const { FS } = await h5wasm.ready
  const name = `/test-written-${++made}.h5`
  const file = new h5wasm.File(name, 'w')
  fill(file)
  file.close()
  const bytes = FS.readFile(name)
  FS.unlink(name)
  return bytes
}

/** A NeXus-like measurement: an entry group with attributes, a scalar title, a 1-D energy axis and a 2-D image. */
export function measurementFile(): Promise<Uint8Array> {
  return makeHdf5((file) => {
    const entry = file.create_group('entry')
    entry.create_attribute('NX_class', 'NXentry')
    entry.create_dataset({ name: 'title', data: 'silicon reference scan' })
    entry.create_dataset({ name: 'energy', data: new Float64Array([1.5, 2.5, 4, 8, 16]) })
    entry.create_dataset({ name: 'image', data: new Int32Array([11, 12, 13, 14, 21, 22, 23, 24, 31, 32, 33, 34]), shape: [3, 4] })
    entry.create_dataset({ name: 'long_trace', data: new Float32Array(25000).map((_, i) => i) })
    const energy = file.get('entry/energy') as unknown as { create_attribute: (name: string, value: string) => void }
    energy.create_attribute('units', 'eV')
  })
}
