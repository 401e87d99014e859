// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderShell } from './support/shell.js'

afterEach(cleanup)

describe('About → Information', () => {
  it('shows the statistics from GET info abbreviated, and the deployment info', async () => {
    renderShell({
      path: '/about/information',
      answers: {
        info: {
          body: {
            version: '1.4.2',
            deployment: 'materials-lab',
            oasis: true,
            statistics: { n_entries: 12_345_678, n_materials: 3_400_000_000, n_calculations: 45_600, n_quantities: 42 },
          },
        },
      },
    })
    await screen.findByText('12.3 million')
    expect(screen.getByTestId('statistic-n_entries').textContent).toBe('12.3 million')
    expect(screen.getByTestId('statistic-n_materials').textContent).toBe('3.4 billion')
    expect(screen.getByTestId('statistic-n_calculations').textContent).toBe('45.6 thousand')
    expect(screen.getByTestId('statistic-n_quantities').textContent).toBe('42')
    const deployment = screen.getByLabelText('deployment')
    expect(deployment.textContent).toContain('1.4.2')
    expect(deployment.textContent).toContain('materials-lab')
    expect(within(deployment).getByText('yes')).toBeTruthy()
  })

  it('raises the catalogue error when GET info fails', async () => {
    renderShell({ path: '/about/information', answers: { info: { status: 502, body: 'Bad Gateway' } } })
    expect((await screen.findByTestId('error-snackbar')).textContent).toBe('Cannot reach the product, please try again later.')
  })
})
