import { lazyModule } from '../../lazyModule.js'

export type H5wasm = typeof import('h5wasm')

/** h5wasm carries the HDF5 C library as WebAssembly (about 4 MB): fetched the first time an HDF5 file is opened. */
export const loadH5wasm = lazyModule(async (): Promise<H5wasm> => {
  const h5wasm = await import('h5wasm')
  await h5wasm.ready
  return h5wasm
})
