// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderShell, testApp, testEnv } from './support/shell.js'

afterEach(cleanup)

const twoCategories = testEnv({
  ui: {
    apps: {
      options: {
        entries: testApp('entries', 'Entries', 'All', { description: 'Search entries across all domains' }),
        eln: testApp('eln', 'ELN', 'Experiment'),
        materials: testApp('materials', 'Materials', 'All'),
      },
    },
  },
})

describe('routes of spec 1 §2', () => {
  it('redirects an unknown path to About → Information', async () => {
    const shell = renderShell({ path: '/no/such/page' })
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeTruthy()
    expect(shell.pathname()).toBe('/about/information')
  })

  it('redirects /user to the uploads page titled Your uploads', async () => {
    const shell = renderShell({ path: '/user' })
    expect(await screen.findByRole('heading', { name: 'Your uploads' })).toBeTruthy()
    expect(shell.pathname()).toBe('/user/uploads')
  })

  it('shows one search page per configured app, titled with its label', async () => {
    renderShell({ path: '/search/eln', env: twoCategories })
    // The heading comes with the search's code (one step, see preloadedPages), whose first import here takes a while.
    expect(await screen.findByRole('heading', { name: 'ELN' }, { timeout: 15_000 })).toBeTruthy()
  })

  it('redirects an entry path ending in /overview to the entry base path', async () => {
    const shell = renderShell({ path: '/search/entries/entry/id/abc123/overview', env: twoCategories })
    await waitFor(() => expect(shell.pathname()).toBe('/search/entries/entry/id/abc123'), { timeout: 15_000 })
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeTruthy()
  })

  it('selects the entry tab named in the path', async () => {
    renderShell({ path: '/entry/id/abc123/logs' })
    expect(await screen.findByRole('tab', { name: 'Logs', selected: true })).toBeTruthy()
  })

  it('offers the remote tools hub only when it is enabled', async () => {
    const disabled = renderShell({ path: '/analyze/north', env: testEnv({ ui: { north: { enabled: false } } }) })
    await waitFor(() => expect(disabled.pathname()).toBe('/about/information'))
    cleanup()
    const enabled = renderShell({ path: '/analyze/north', env: testEnv({ ui: { north: { enabled: true } } }) })
    expect(await screen.findByRole('heading', { name: 'Remote tools hub' })).toBeTruthy()
    expect(enabled.pathname()).toBe('/analyze/north')
  })

  it('asks anonymous users to log in to search their own data', async () => {
    renderShell({ path: '/user/search' })
    expect(await screen.findByText('Please login to search your data.')).toBeTruthy()
  })

  it('shows breadcrumbs down to the current page', async () => {
    renderShell({ path: '/user/datasets' })
    const trail = await screen.findByRole('navigation', { name: 'breadcrumb' })
    expect(within(trail).getByRole('link', { name: 'Publish' }).getAttribute('href')).toBe('/prod/v1/develop/gui/user')
    expect(within(trail).getByText('Datasets')).toBeTruthy()
  })

  it('opens the help of the last breadcrumb in a dialog that Close dismisses', async () => {
    renderShell({ path: '/search/entries', env: twoCategories })
    fireEvent.click(await screen.findByRole('button', { name: 'help' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Search entries across all domains')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('Explore menu', () => {
  it('lists the configured apps grouped by category', async () => {
    renderShell({ path: '/about/information', env: twoCategories })
    fireEvent.click(await screen.findByRole('button', { name: 'Explore' }))
    const menu = await screen.findByRole('menu')
    const texts = [...menu.children].map((item) => item.textContent)
    expect(texts).toEqual(['All', 'Entries', 'Materials', 'Experiment', 'ELN'])
    expect(within(menu).getByRole('menuitem', { name: 'ELN' }).getAttribute('href')).toBe('/prod/v1/develop/gui/search/eln')
  })

  it("says 'No apps available' when no app is configured", async () => {
    renderShell({ path: '/about/information' })
    fireEvent.click(await screen.findByRole('button', { name: 'Explore' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('No apps available')).toBeTruthy()
    expect(within(menu).queryAllByRole('menuitem', { name: /Entries/ })).toHaveLength(0)
  })

  it('respects the include list of the apps', async () => {
    const env = testEnv({ ui: { apps: { include: ['eln'], options: (twoCategories.ui as { apps: { options: object } }).apps.options } } })
    renderShell({ path: '/about/information', env })
    fireEvent.click(await screen.findByRole('button', { name: 'Explore' }))
    const menu = await screen.findByRole('menu')
    expect([...menu.children].map((item) => item.textContent)).toEqual(['Experiment', 'ELN'])
  })
})

describe('Analyze and About menus', () => {
  it('lead to the APIs page and name the external About links', async () => {
    renderShell({ path: '/about/information' })
    fireEvent.click(await screen.findByRole('button', { name: 'About' }))
    const about = await screen.findByRole('menu')
    for (const name of ['Information', 'Forum', 'FAQ', 'Docs', 'Sources']) expect(within(about).getByRole('menuitem', { name })).toBeTruthy()
  })
})
