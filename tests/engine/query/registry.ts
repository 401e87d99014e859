import { createQuantityLookup, type QuantityInfo } from '../../../src/engine/query/index.js'

const str = { type_kind: 'python', type_data: 'str' }

/** A small registry in the shape of NOMAD's searchQuantities.json, enough for the tests. */
export const registry: Record<string, QuantityInfo> = {
  entry_id: { name: 'entry_id', type: str, aggregatable: true },
  entry_type: { name: 'entry_type', type: str, aggregatable: true },
  quantities: { name: 'quantities', type: str, shape: ['0..*'], aggregatable: true },
  text_search_contents: { name: 'text_search_contents', type: str, shape: ['*'], aggregatable: false },
  processed: { name: 'processed', type: { type_kind: 'python', type_data: 'bool' }, aggregatable: true },
  upload_create_time: { name: 'upload_create_time', type: { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }, aggregatable: false },
  'results.material': { name: 'material', nested: false, repeats: false },
  'results.material.elements': { name: 'elements', type: { type_kind: 'enum', type_data: ['C', 'H', 'O', 'Si', 'Ti'] }, shape: ['0..*'], aggregatable: true },
  'results.material.elements_exclusive': { name: 'elements_exclusive', type: str, aggregatable: true },
  'results.material.n_elements': { name: 'n_elements', type: { type_kind: 'python', type_data: 'int' }, aggregatable: false },
  'results.material.chemical_formula_hill': { name: 'chemical_formula_hill', type: str, aggregatable: true },
  'results.material.chemical_formula_reduced': { name: 'chemical_formula_reduced', type: str, aggregatable: true },
  'results.material.topology': { name: 'topology', nested: true, repeats: true },
  'results.material.topology.label': { name: 'label', type: str, aggregatable: true, repeats: true },
  'results.material.topology.n_atoms': { name: 'n_atoms', type: { type_kind: 'numpy', type_data: 'int32' }, aggregatable: false, repeats: true },
  'results.properties.electronic.band_structure_electronic.band_gap.value': {
    name: 'value',
    type: { type_kind: 'numpy', type_data: 'float64' },
    unit: 'joule',
    aggregatable: false,
  },
  'entry_references.target_entry_id': { name: 'target_entry_id', type: str, aggregatable: true },
  'entry_references.target_upload_id': { name: 'target_upload_id', type: str, aggregatable: true },
  'search_quantities.id': { name: 'id', type: str, aggregatable: true },
  'search_quantities.float_value': { name: 'float_value', type: { type_kind: 'numpy', type_data: 'float64' }, aggregatable: false },
  'search_quantities.str_value': { name: 'str_value', type: str, aggregatable: true },
  'search_quantities.bool_value': { name: 'bool_value', type: { type_kind: 'python', type_data: 'bool' }, aggregatable: true },
  'optimade.structure_features': { name: 'structure_features', type: { type_kind: 'enum', type_data: ['assemblies', 'disorder', 'unknown_positions'] }, aggregatable: true },
  'optimade.nperiodic_dimensions': { name: 'nperiodic_dimensions', type: { type_kind: 'python', type_data: 'int' }, aggregatable: true },
  'results.properties.structures.structure_original.n_sites': { name: 'n_sites', type: { type_kind: 'python', type_data: 'int' }, aggregatable: false },
  'results.material.structural_type': { name: 'structural_type', type: { type_kind: 'enum', type_data: ['bulk', '2D', 'molecule / cluster'] }, aggregatable: true },
}

export const lookup = createQuantityLookup(registry)
