import { factory, isBigNumber, isFraction } from 'mathjs'

/**
 * The scalar functions mathjs's Unit class asks for, on plain numbers only.
 *
 * mathjs's own versions are typed functions over every number type and matrices; building them is most of the
 * time a browser spends creating the units instance (about 80 of 100 ms on the entry page of a 2-core machine),
 * and Strata's units only ever hold JavaScript numbers. The few built-in units whose factor mathjs writes as a
 * Fraction (degF: 5/9) still work: a Fraction gives its number wherever arithmetic asks for one.
 */

interface Tolerances {
  relTol: number
  absTol: number
}

/** mathjs's comparison of numbers: equal within a relative tolerance, or an absolute one near zero. */
function nearlyEqual(a: number, b: number, { relTol, absTol }: Tolerances): boolean {
  if (Number.isNaN(a) || Number.isNaN(b)) return false
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b
  if (a === b) return true
  return Math.abs(a - b) <= Math.max(relTol * Math.max(Math.abs(a), Math.abs(b)), absTol)
}

function roundTo(value: number, decimals = 0): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 15) throw new RangeError(`Cannot round to ${decimals} decimals`)
  return Number.parseFloat(Number(value).toFixed(decimals))
}

const scalar = (name: string, fn: (...args: number[]) => number) => factory(name, [], () => fn)
const isNumeric = (value: unknown) => typeof value === 'number' || typeof value === 'boolean' || isFraction(value) || isBigNumber(value)

export const numberScalarFactories = {
  createAddScalar: scalar('addScalar', (a, b) => a + b),
  createSubtractScalar: scalar('subtractScalar', (a, b) => a - b),
  createMultiplyScalar: scalar('multiplyScalar', (a, b) => a * b),
  createDivideScalar: scalar('divideScalar', (a, b) => a / b),
  createPow: scalar('pow', (a, b) => a ** b),
  createAbs: scalar('abs', Math.abs),
  createFix: scalar('fix', Math.trunc),
  createRound: scalar('round', roundTo),
  createNumber: factory('number', [], () => (value: unknown) => Number(value)),
  createIsNumeric: factory('isNumeric', [], () => isNumeric),
  createEqual: factory('equal', ['config'], ({ config }) => (a: number, b: number) => nearlyEqual(Number(a), Number(b), config as unknown as Tolerances)),
  // The Unit class asks for the BigNumber class, but makes one only when mathjs is configured to compute with
  // BigNumbers, which this instance never is: a stand-in keeps decimal.js (12 KB gzipped) out of the GUI.
  createBigNumberClass: factory('BigNumber', [], () => UnsupportedBigNumber),
}

class UnsupportedBigNumber {
  constructor() {
    throw new TypeError('The units instance computes with numbers, not BigNumbers.')
  }
}
