// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { MenuItem } from '../../../src/engine/config/menu.js'
import { Dashboard } from '../../../src/renderers/dashboard/Dashboard.js'
import { MenuItemView } from '../../../src/renderers/menu-items/MenuItemView.js'
import '../../../src/renderers/menu-items/register.js'
import { installIntersectionObserver, setAllInView } from '../widgets/intersection.js'
import { renderSearch, testApp } from './support.js'
import { loadDashboardGrid } from '../../../src/renderers/dashboard/loadDashboardGrid.js'

beforeEach(installIntersectionObserver)
afterEach(cleanup)

const periodicTable = { type: 'periodic_table', search_quantity: 'results.material.elements', scale: 'linear', width: 12, show_header: true } as unknown as MenuItem

/** Counts of the terms widget by value. */
const widgetCounts = () =>
  Object.fromEntries(
    within(screen.getByTestId('widget-terms'))
      .queryAllByRole('listitem')
      .map((item) => [item.getAttribute('aria-label'), Number(item.lastElementChild!.textContent)]),
  )


// the dashboard's grid loads lazily in the page; loaded up front, it renders at once
beforeAll(() => loadDashboardGrid(), 60000)

describe('an app without a dashboard (like Entries)', () => {
  it('gets a terms widget through its dialog, whose counts follow an element picked in the periodic table', async () => {
    const app = testApp()
    expect(app.dashboard?.widgets ?? []).toEqual([])
    renderSearch(
      <MemoryRouter>
        <MenuItemView item={periodicTable} visible depth={0} />
        <Dashboard />
      </MemoryRouter>,
      { app },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add widget' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Terms' }))
    // The edit form (rjsf) loads lazily on first open.
    const dialog = await screen.findByRole('dialog', { name: 'Edit terms widget' }, { timeout: 15000 })
    fireEvent.change(within(dialog).getByLabelText('Search quantity'), { target: { value: 'results.material.structural_type' } })
    const done = within(dialog).getByRole('button', { name: 'Done' }) as HTMLButtonElement
    await waitFor(() => expect(done.disabled).toBe(false), { timeout: 15000 })
    fireEvent.click(done)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    setAllInView()
    await waitFor(() => expect(widgetCounts()).toEqual({ bulk: 2, 'molecule / cluster': 1, '2D': 1 }))
    // N is in one entry only, a bulk one
    await waitFor(() => expect(screen.getByTestId('element-N').getAttribute('data-count')).toBe('1'))
    fireEvent.click(screen.getByTestId('element-N'))
    await waitFor(() => expect(widgetCounts()).toEqual({ bulk: 1 }))
  })
})
