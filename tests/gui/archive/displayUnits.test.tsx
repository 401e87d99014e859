// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { unitSystemsSchema } from '../../../src/engine/config/unit-systems.js'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import { ArchiveBrowser } from '../../../src/renderers/archive/ArchiveBrowser.js'
import type { LaneKey } from '../../../src/renderers/archive/lanes.js'
import { QuantityValue } from '../../../src/renderers/archive/QuantityValue.js'
import { typesetPowers, UnitSystemsContext } from '../../../src/renderers/units/displayUnits.js'
import { describeWithReference } from '../../reference.js'
import { referenceArchive, serverLikeLoader } from './support.js'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** The project's own unit systems: Custom (Å, eV, GPa, fs, °) by default, and SI. */
const SYSTEMS = unitSystemsSchema.parse(load(readFileSync(join(import.meta.dirname, '..', '..', '..', 'configs', 'unit-systems.yaml'), 'utf8')))

/** The units library loads lazily (mathjs takes a few seconds to import in a test). */
const SLOW = { timeout: 10000 }

const shown = (value: unknown, unit: string) => {
  render(
    <UnitSystemsContext.Provider value={SYSTEMS}>
      <QuantityValue value={value} unit={unit} />
    </UnitSystemsContext.Provider>,
  )
}

describe('archive values in display units (spec 3 §2.1)', () => {
  it('shows an energy stored in joule in eV, the Custom system’s unit', async () => {
    shown(-1.602176634e-18, 'joule')
    await waitFor(() => expect(screen.getByTestId('quantity-value').textContent).toBe('-10 eV'), SLOW)
  })

  it('shows positions stored in meter as a matrix in Å', async () => {
    shown([[0, 0, 0], [1.3575e-10, 1.3575e-10, 1.3575e-10]], 'meter')
    const matrix = screen.getByTestId('matrix')
    await waitFor(() => expect(matrix.textContent).toBe('0  0  01.3575  1.3575  1.3575[2, 3] Å'), SLOW)
  })

  it('typesets powers: a volume reads Å³, not angstrom ** 3', async () => {
    shown(4e-29, 'meter ** 3')
    await waitFor(() => expect(screen.getByTestId('quantity-value').textContent).toBe('40 Å³'), SLOW)
    expect(typesetPowers('m^-1 s^2')).toBe('m⁻¹ s²')
  })

  it('follows the unit system chosen on the search page', async () => {
    localStorage.setItem('strata-unit-system', 'SI')
    shown(-1.602176634e-18, 'joule')
    await waitFor(() => expect(screen.getByTestId('quantity-value').textContent).toBe('-1.6022e-18 J'), SLOW)
  })
})

describeWithReference('archive browser on NOMAD’s VASP archive, in display units', () => {
  it('lists the site positions of the original structure in Å', async () => {
    const archive = referenceArchive('vasp-calculation.archive.json')
    function Browser() {
      const [path, setPath] = useState<LaneKey[]>([{ name: 'results' }, { name: 'properties' }, { name: 'structures' }, { name: 'structure_original' }, { name: 'cartesian_site_positions' }])
      const [{ load: loadSection }] = useState(() => serverLikeLoader(archive))
      return <ArchiveBrowser path={path} onNavigate={setPath} loadSection={loadSection} model={bundledStrataMetainfo()} />
    }
    render(
      <UnitSystemsContext.Provider value={SYSTEMS}>
        <Browser />
      </UnitSystemsContext.Provider>,
    )
    const matrix = await screen.findByTestId('matrix', {}, { timeout: 10000 })
    await waitFor(() => expect(matrix.textContent).toMatch(/\[\d+, 3\] Å$/), SLOW)
    expect(matrix.textContent).not.toMatch(/e-\d/)
  })
})
