import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultTermsSize, type QuantityInfo } from '../../../src/engine/query/index.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { registry } from './registry.js'

describe('default terms aggregation sizes (spec 2 §9)', () => {
  it('is 2 for booleans, 10 for dataset names and 5 otherwise', () => {
    expect(defaultTermsSize('processed', registry.processed)).toBe(2)
    expect(defaultTermsSize('datasets.dataset_name')).toBe(10)
    expect(defaultTermsSize('results.material.structural_type', registry['results.material.structural_type'])).toBe(5)
  })
})

describeWithReference('default terms size of the elements', () => {
  it('asks for every known element, as NOMAD’s GUI did', () => {
    const quantities = JSON.parse(readFileSync(join(REFERENCE_DIR, 'artifacts', 'searchQuantities.json'), 'utf8')) as Record<string, QuantityInfo>
    const recording = readFileSync(join(REFERENCE_DIR, 'api-recordings', 'search', 'inputperiodictable.json'), 'utf8')
    const recorded = /"quantity": "results\.material\.elements",\s*"size": (\d+)|"size": (\d+),[^}]*"quantity": "results\.material\.elements"/.exec(recording)
    expect(recorded).not.toBeNull()
    expect(defaultTermsSize('results.material.elements', quantities['results.material.elements'])).toBe(Number(recorded?.[1] ?? recorded?.[2]))
  })
})
