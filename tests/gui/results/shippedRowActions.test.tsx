// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadDeployment } from '../../../src/engine/config/load-node.js'
import { resolveApps } from '../../../src/engine/config/resolve-apps.js'
import { RowActions, type UrlRowAction } from '../../../src/renderers/results/RowActions.js'
import { CONFIGS_DIR } from '../../engine/config/helpers.js'

afterEach(cleanup)

describe('the row action of the shipped Entries app', () => {
  const entries = resolveApps(loadDeployment({ configDirs: [CONFIGS_DIR] }).env.ui).find((app) => app.path === 'entries')!
  const options = entries.rows.actions.options ?? {}
  const actions = Object.entries(options).map(([key, action]) => ({ ...action, key })) as UrlRowAction[]

  it("links each row to its entry's upload page, relative to the search page", () => {
    expect(actions.map((action) => action.key)).toEqual(['upload'])
    render(<RowActions actions={actions} row={{ entry_id: 'e1', upload_id: 'U1xYz' }} />)
    const link = screen.getByRole('link', { name: 'Open the upload of this entry' })
    expect(link.getAttribute('href')).toBe('../user/uploads/upload/id/U1xYz')
    // resolved against {gui}/search/entries?…, the link is the upload page route
    expect(new URL(link.getAttribute('href')!, 'https://host/gui/search/entries?results.material.elements=Si').pathname).toBe('/gui/user/uploads/upload/id/U1xYz')
    // 'Your data' (/user/search) uses the Entries app too
    expect(new URL(link.getAttribute('href')!, 'https://host/gui/user/search').pathname).toBe('/gui/user/uploads/upload/id/U1xYz')
  })

  it("is 'Not available' for a row without upload_id", () => {
    render(<RowActions actions={actions} row={{ entry_id: 'e1' }} />)
    expect(screen.getByRole('button', { name: 'Open the upload of this entry' }).hasAttribute('disabled')).toBe(true)
  })
})
