import type { QueryNode } from '../query/ast.js'
import { exclusiveElementsValue } from '../query/elements.js'

/**
 * How an OPTIMADE structure property is searched in Strata's index (NOMAD's names):
 *
 * | OPTIMADE property              | search quantity                                             |
 * |--------------------------------|-------------------------------------------------------------|
 * | id, immutable_id               | entry_id                                                    |
 * | last_modified                  | upload_create_time                                          |
 * | elements                       | results.material.elements (LENGTH: n_elements, HAS ONLY: elements_exclusive) |
 * | nelements                      | results.material.n_elements                                 |
 * | elements_ratios                | optimade.elements_ratios                                    |
 * | chemical_formula_descriptive   | results.material.chemical_formula_descriptive               |
 * | chemical_formula_reduced       | results.material.chemical_formula_reduced                   |
 * | chemical_formula_hill          | results.material.chemical_formula_hill                      |
 * | chemical_formula_anonymous     | results.material.chemical_formula_anonymous                 |
 * | nsites                         | results.properties.structures.structure_original.n_sites    |
 * | species_at_sites, cartesian_site_positions | only LENGTH, as nsites                          |
 * | nperiodic_dimensions           | optimade.nperiodic_dimensions                               |
 * | structure_features             | optimade.structure_features                                 |
 * | _nmd_<dotted search quantity>  | that search quantity, e.g. `_nmd_results.material.structural_type` |
 *
 * Other properties (lattice_vectors, dimension_types, species, ...) cannot be searched.
 */
export interface OptimadeProperty {
  /** The search quantity; absent for list properties that only support LENGTH. */
  quantity?: string
  /** Whether the property is a list (HAS, LENGTH apply). */
  list?: boolean
  /** The search quantity holding the list's length, for LENGTH. */
  length?: string
  /** Builds the query for `HAS ONLY` (only where the index can answer it). */
  only?: (values: string[]) => QueryNode
}

/** NOMAD's `elements_exclusive`: the element symbols, sorted, joined by one space. */
function exclusiveElements(values: string[]): QueryNode {
  return { kind: 'equals', quantity: 'results.material.elements_exclusive', value: exclusiveElementsValue(values) }
}

const NSITES = 'results.properties.structures.structure_original.n_sites'
const NELEMENTS = 'results.material.n_elements'

export const OPTIMADE_PROPERTIES: Record<string, OptimadeProperty> = {
  id: { quantity: 'entry_id' },
  immutable_id: { quantity: 'entry_id' },
  last_modified: { quantity: 'upload_create_time' },
  elements: { quantity: 'results.material.elements', list: true, length: NELEMENTS, only: exclusiveElements },
  nelements: { quantity: NELEMENTS },
  elements_ratios: { quantity: 'optimade.elements_ratios', list: true, length: NELEMENTS },
  chemical_formula_descriptive: { quantity: 'results.material.chemical_formula_descriptive' },
  chemical_formula_reduced: { quantity: 'results.material.chemical_formula_reduced' },
  chemical_formula_hill: { quantity: 'results.material.chemical_formula_hill' },
  chemical_formula_anonymous: { quantity: 'results.material.chemical_formula_anonymous' },
  nsites: { quantity: NSITES },
  species_at_sites: { list: true, length: NSITES },
  cartesian_site_positions: { list: true, length: NSITES },
  nperiodic_dimensions: { quantity: 'optimade.nperiodic_dimensions' },
  structure_features: { quantity: 'optimade.structure_features', list: true },
}

/** Prefix of provider-specific properties: `_nmd_` followed by a dotted NOMAD search quantity. */
export const PROVIDER_PREFIX = '_nmd_'
