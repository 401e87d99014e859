// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HelpDialog } from '../../src/app/help/HelpDialog.js'

afterEach(cleanup)

describe('help dialog', () => {
  it("is titled 'Help' unless told otherwise and closes with its Close button", () => {
    const onClose = vi.fn()
    render(<HelpDialog open onClose={onClose} body="How this page works." />)
    expect(screen.getByRole('heading', { name: 'Help' })).toBeTruthy()
    expect(screen.getByText('How this page works.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('shows a given title', () => {
    render(<HelpDialog open onClose={() => undefined} title="Uploads" body="x" />)
    expect(screen.getByRole('heading', { name: 'Uploads' })).toBeTruthy()
  })
})
