import type { QuantityType } from './types.js'

const CUSTOM = 'nomad.metainfo.data_type.'

const PRIMITIVES: Record<string, QuantityType> = {
  str: { type_kind: 'python', type_data: 'str' },
  string: { type_kind: 'python', type_data: 'str' },
  int: { type_kind: 'python', type_data: 'int' },
  float: { type_kind: 'python', type_data: 'float' },
  bool: { type_kind: 'python', type_data: 'bool' },
  boolean: { type_kind: 'python', type_data: 'bool' },
  User: { type_kind: 'User', type_data: 'User' },
  Author: { type_kind: 'Author', type_data: 'Author' },
}

const NUMPY = ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'bool_', 'complex128']

const CUSTOM_TYPES = ['Datetime', 'JSON', 'Any', 'Bytes', 'Capitalized', 'URL', 'File', 'Unit', 'Dimension', 'Callable', 'HDF5Reference', 'Query']

/**
 * Reads a primitive type name as written in a definition: `str`, `np.float64`, `numpy.int32`,
 * `float64`, `Datetime`, `nomad.metainfo.Datetime`, `User`... Returns undefined for anything else
 * (which may then be a section reference).
 */
export function primitiveType(name: string): QuantityType | undefined {
  const trimmed = name.trim()
  if (PRIMITIVES[trimmed]) return PRIMITIVES[trimmed]
  const numpy = trimmed.replace(/^(np|numpy)\./, '')
  if (NUMPY.includes(numpy)) return { type_kind: 'numpy', type_data: numpy }
  const custom = trimmed.replace(/^nomad\.metainfo\.(data_type\.)?/, '')
  if (CUSTOM_TYPES.includes(custom)) return { type_kind: 'custom', type_data: `${CUSTOM}${custom}` }
  return undefined
}

/** The family a type belongs to, for comparing definitions across spellings (int vs int32). */
export function typeFamily(type: QuantityType): string {
  const { type_kind: kind, type_data: data } = type
  if (kind === 'enum') return 'enum'
  if (kind === 'reference') return 'reference'
  if (kind === 'User' || kind === 'Author') return 'user'
  if (kind === 'custom') return String(data).replace(CUSTOM, '').toLowerCase()
  const name = String(data)
  if (name === 'bool' || name === 'bool_') return 'bool'
  if (name === 'str') return 'str'
  if (/^u?int/.test(name)) return 'int'
  if (/^(float|complex)/.test(name)) return 'float'
  return name
}
