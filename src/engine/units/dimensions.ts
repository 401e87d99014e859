import { math } from './math.js'

/**
 * Named physical dimensions and an SI unit of each. The first 27 are the dimensions unit
 * systems assign units to (NOMAD's list); the others name common derived dimensions. Where two
 * names share base dimensions (energy and torque would), the earlier name wins.
 */
export const NAMED_DIMENSIONS: [name: string, siUnit: string][] = [
  ['dimensionless', ''],
  ['length', 'm'],
  ['mass', 'kg'],
  ['time', 's'],
  ['current', 'A'],
  ['temperature', 'K'],
  ['luminosity', 'cd'],
  ['luminous_flux', 'lm'],
  ['substance', 'mol'],
  ['angle', 'rad'],
  ['information', 'bit'],
  ['force', 'N'],
  ['energy', 'J'],
  ['power', 'W'],
  ['pressure', 'Pa'],
  ['charge', 'C'],
  ['resistance', 'ohm'],
  ['conductance', 'S'],
  ['inductance', 'H'],
  ['magnetic_flux', 'Wb'],
  ['magnetic_field', 'T'],
  ['frequency', 'Hz'],
  ['luminance', 'nit'],
  ['illuminance', 'lx'],
  ['electric_potential', 'V'],
  ['capacitance', 'F'],
  ['activity', 'kat'],
  ['area', 'm^2'],
  ['volume', 'm^3'],
  ['speed', 'm / s'],
  ['acceleration', 'm / s^2'],
  ['density', 'kg / m^3'],
  ['wavenumber', 'm^-1'],
  ['electric_field', 'V / m'],
  ['concentration', 'mol / m^3'],
  ['viscosity', 'Pa s'],
  ['kinematic_viscosity', 'm^2 / s'],
  ['solid_angle', 'sr'],
]

export type DimensionVector = readonly number[]

const vectorKey = (dimensions: DimensionVector) => dimensions.map((d) => Math.round(d * 1e6) / 1e6).join(',')

const BY_VECTOR = new Map<string, string>()
const VECTOR_OF = new Map<string, DimensionVector>()
for (const [name, si] of NAMED_DIMENSIONS) {
  const vector = si === '' ? math.Unit.BASE_DIMENSIONS.map(() => 0) : math.Unit.parse(si).dimensions
  VECTOR_OF.set(name, vector)
  if (!BY_VECTOR.has(vectorKey(vector))) BY_VECTOR.set(vectorKey(vector), name)
}

/** The base dimensions of a named dimension (`energy`), undefined for unknown names. */
export function dimensionVector(name: string): DimensionVector | undefined {
  return VECTOR_OF.get(name)
}

/** The SI unit of a named dimension. */
export function siUnitOf(name: string): string | undefined {
  return NAMED_DIMENSIONS.find(([n]) => n === name)?.[1]
}

const BASE_NAMES: Record<string, string> = {
  MASS: 'mass',
  LENGTH: 'length',
  TIME: 'time',
  CURRENT: 'current',
  TEMPERATURE: 'temperature',
  LUMINOUS_INTENSITY: 'luminosity',
  AMOUNT_OF_SUBSTANCE: 'substance',
  ANGLE: 'angle',
  BIT: 'information',
}

/**
 * The name of a dimension vector: a named dimension (`energy`) when there is one, else the
 * base dimensions as a product (`length^2 / time`).
 */
export function dimensionName(dimensions: DimensionVector): string {
  const named = BY_VECTOR.get(vectorKey(dimensions))
  if (named) return named
  const factors = math.Unit.BASE_DIMENSIONS.map((base, i) => [BASE_NAMES[base] ?? base.toLowerCase(), dimensions[i]] as const)
  const power = ([name, p]: readonly [string, number]) => (Math.abs(p) === 1 ? name : `${name}^${Math.abs(p)}`)
  const numerator = factors.filter(([, p]) => p > 0).map(power)
  const denominator = factors.filter(([, p]) => p < 0).map(power)
  return [numerator.length ? numerator.join(' ') : '1', ...denominator].join(' / ')
}

export function sameDimensions(a: DimensionVector, b: DimensionVector): boolean {
  return vectorKey(a) === vectorKey(b)
}
