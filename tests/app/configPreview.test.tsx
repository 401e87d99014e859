// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigPreview, PREVIEW_FAILED_TEXT } from '../../src/app/pages/admin/ConfigPreview.js'

// The app preview stands in for the search page: it shows the label it was given, or crashes when told to.
vi.mock('../../src/app/pages/admin/AppPreview.js', () => ({
  default: ({ data }: { data: { label: string; crash?: boolean } }) => {
    if (data.crash) throw new Error('broken renderer')
    return <p>search page of {data.label}</p>
  },
}))

afterEach(cleanup)

describe('config studio preview', () => {
  it('follows the document once it stops changing, and keeps a crash inside the preview', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { rerender } = render(<ConfigPreview kind="apps" data={{ label: 'First' }} />)
    expect(await screen.findByText('search page of First')).toBeTruthy()

    rerender(<ConfigPreview kind="apps" data={{ label: 'Second' }} />)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.getByText('search page of First')).toBeTruthy()
    expect(await screen.findByText('search page of Second', undefined, { timeout: 2000 })).toBeTruthy()

    rerender(<ConfigPreview kind="apps" data={{ label: 'Third', crash: true }} />)
    expect(await screen.findByText(PREVIEW_FAILED_TEXT, undefined, { timeout: 2000 })).toBeTruthy()
    rerender(<ConfigPreview kind="apps" data={{ label: 'Fourth' }} />)
    expect(await screen.findByText('search page of Fourth', undefined, { timeout: 2000 })).toBeTruthy()
    errors.mockRestore()
  })

  it('shows the YAML error instead of the preview', async () => {
    render(<ConfigPreview kind="apps" data={{ label: 'First' }} yamlError="bad indentation" />)
    expect((await screen.findByLabelText('preview problems')).textContent).toContain('YAML: bad indentation')
    expect(screen.queryByText(/search page of/)).toBeNull()
  })

  it('draws nothing for kinds without a page', () => {
    const { container } = render(<ConfigPreview kind="tools" data={{ title: 'Jupyter' }} />)
    expect(container.textContent).toBe('')
  })
})
