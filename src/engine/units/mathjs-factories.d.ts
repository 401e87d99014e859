// Factories mathjs exports but its type declarations leave out: the ones the units instance is built from.
import type { FactoryFunction } from 'mathjs'

declare module 'mathjs' {
  export const createTyped: FactoryFunction<unknown>
  export const createFormat: FactoryFunction<unknown>
  export const createComplexClass: FactoryFunction<unknown>
  export const createFractionClass: FactoryFunction<unknown>
  export const createUnitClass: FactoryFunction<unknown>
  export const createUnitFunction: FactoryFunction<unknown>
  export const createCreateUnit: FactoryFunction<unknown>
}
