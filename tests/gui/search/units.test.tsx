// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MenuItem } from '../../../src/engine/config/menu.js'
import { MenuItemView } from '../../../src/renderers/menu-items/MenuItemView.js'
import '../../../src/renderers/menu-items/register.js'
import { QueryChips } from '../../../src/renderers/search/QueryChips.js'
import { UnitSettingsDialog } from '../../../src/renderers/search/units/UnitSettingsDialog.js'
import { renderSearch } from './support.js'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// the units library loads lazily in the page; load it once up front so that slow machines stay within the timeouts
beforeAll(() => import('../../../src/renderers/search/loadUnits.js').then(({ loadUnits }) => loadUnits()), 60000)

const unitSystems = {
  selected: 'Custom',
  options: {
    Custom: { label: 'Custom', units: { energy: { definition: 'eV' }, length: { definition: 'Å' } } },
    SI: { label: 'International System of Units (SI)', units: { energy: { definition: 'J', locked: true } } },
  },
}

const bandGap = 'results.properties.electronic.band_structure_electronic.band_gap.value'
const histogram = { type: 'histogram', x: { search_quantity: bandGap }, y: {}, nbins: 30, width: 12, show_header: true, show_input: true } as unknown as MenuItem

describe('display units', () => {
  it('shows values in the unit system and switches everywhere from the unit settings dialog', async () => {
    renderSearch(
      <>
        <MenuItemView item={histogram} visible depth={0} />
        <QueryChips />
        <UnitSettingsDialog onClose={() => undefined} />
      </>,
      { unitSystems },
    )
    await screen.findByText('Value (eV)', undefined, { timeout: 8000 })
    // a range typed in eV is searched in joule (the stored unit)
    fireEvent.change(screen.getByLabelText('Min'), { target: { value: '1' } })
    fireEvent.keyDown(screen.getByLabelText('Min'), { key: 'Enter' })
    await screen.findByText('Value: ≥ 1 eV')
    fireEvent.click(screen.getByRole('radio', { name: 'International System of Units (SI)' }))
    await screen.findByText('Value (J)')
    expect(screen.getByText('Value: ≥ 1.602e-19 J')).toBeTruthy()
    expect((screen.getByLabelText('energy') as HTMLInputElement).disabled).toBe(true)
  })

  it('rejects a unit of the wrong dimension', async () => {
    renderSearch(<UnitSettingsDialog onClose={() => undefined} />, { unitSystems })
    const length = (await screen.findByLabelText('length', undefined, { timeout: 8000 })) as HTMLInputElement
    fireEvent.change(length, { target: { value: 'eV' } })
    fireEvent.blur(length)
    await waitFor(() => expect(length.getAttribute('aria-invalid')).toBe('true'))
    fireEvent.change(length, { target: { value: 'nm' } })
    fireEvent.blur(length)
    await waitFor(() => expect(length.getAttribute('aria-invalid')).toBe('false'))
  })

  it('offers the units of each dimension in a list of 8 entries (512 px) and applies a picked one', async () => {
    renderSearch(
      <>
        <MenuItemView item={histogram} visible depth={0} />
        <UnitSettingsDialog onClose={() => undefined} />
      </>,
      { unitSystems },
    )
    await screen.findByText('Value (eV)', undefined, { timeout: 8000 })
    const energy = screen.getByLabelText('energy') as HTMLInputElement
    // the list fills once the unit tables are read
    const list = await waitFor(() => {
      fireEvent.mouseDown(energy)
      return screen.getByRole('listbox')
    })
    expect(list.getAttribute('aria-label')).toBe('Units of energy')
    expect(list.style.maxHeight).toBe('512px')
    const units = within(list)
      .getAllByRole('option')
      .map((option) => option.firstChild!.textContent)
    expect(units).toEqual(expect.arrayContaining(['J', 'kJ', 'eV', 'meV', 'hartree', 'rydberg', 'cal']))
    expect(units).not.toContain('m')
    expect(units).not.toContain('joules')
    expect(within(list).getByText('1 hartree = 4.36e-18 J')).toBeTruthy()
    fireEvent.click(within(list).getByText('meV'))
    await screen.findByText('Value (meV)')
  })
})
