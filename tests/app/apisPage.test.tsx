// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { apiLinks, DCAT_NOTE, OPTIMADE_NOTE } from '../../src/app/pages/analyze/apiLinks.js'
import { API_BASE, renderShell } from './support/shell.js'

afterEach(cleanup)

describe('APIs page', () => {
  it('links only the addresses the server answers and says plainly that OPTIMADE and DCAT are not offered', async () => {
    renderShell({ path: '/analyze/apis' })
    await screen.findByText(OPTIMADE_NOTE, undefined, { timeout: 10000 })
    expect(screen.getByText(DCAT_NOTE)).toBeTruthy()
    const shown = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith(API_BASE) || /optimade|dcat/.test(href))
    expect(shown).toEqual(apiLinks(API_BASE).map((link) => link.url))
  })
})
