import { describe, expect, it } from 'vitest'
import { parseHdf5Reference } from '../../../src/engine/archive/hdf5Reference.js'

describe('HDF5 reference values', () => {
  it('reads a raw file of the own upload, of another upload, and an archive HDF5 file', () => {
    expect(parseHdf5Reference('external.h5#/path/to/data')).toEqual({ source: 'raw', file: 'external.h5', path: '/path/to/data' })
    expect(parseHdf5Reference('/uploads/up1/raw/sub/large_data.hdf5#group/large_field')).toEqual({
      uploadId: 'up1',
      source: 'raw',
      file: 'sub/large_data.hdf5',
      path: '/group/large_field',
    })
    expect(parseHdf5Reference('/uploads/test_upload/archive/test_entry#/data/value')).toEqual({
      uploadId: 'test_upload',
      source: 'archive',
      file: 'test_entry',
      path: '/data/value',
    })
  })

  it('leaves section references and plain strings alone', () => {
    expect(parseHdf5Reference('../uploads/up1/archive/entry1#/data')).toBeUndefined()
    expect(parseHdf5Reference('../upload/raw/sample.archive.json#/data')).toBeUndefined()
    expect(parseHdf5Reference('#/run/0/system/0')).toBeUndefined()
    expect(parseHdf5Reference('results.h5')).toBeUndefined()
    expect(parseHdf5Reference(42)).toBeUndefined()
  })
})
