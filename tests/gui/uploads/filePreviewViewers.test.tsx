// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FilePreview } from '../../../src/renderers/files/FilePreview.js'
import { fakeApi } from './support.js'

afterEach(cleanup)

describe('image and pdf previews', () => {
  it("says 'Failed to open with image viewer. Bad file format?' for an image the browser cannot decode, and offers the text viewer", async () => {
    const api = fakeApi({ 'uploads/u1/raw/figures/broken.png': { text: 'not a png' } })
    render(<FilePreview api={api.client} uploadId="u1" path="figures/broken.png" size={9} />)
    const image = screen.getByRole('img', { name: 'broken.png' })
    fireEvent.error(image)
    expect(await screen.findByText('Failed to open with image viewer. Bad file format?')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Open with text viewer' }))
    expect(await screen.findByText('not a png')).toBeTruthy()
  })

  it('shows a pdf in a frame from its bytes, fetched with the token; a failed read offers the text viewer', async () => {
    const api = fakeApi({ 'uploads/u1/raw/docs/paper.pdf': { text: '%PDF-1.4 minimal' } })
    render(<FilePreview api={api.client} uploadId="u1" path="docs/paper.pdf" size={16} />)
    const frame = await screen.findByTitle('pdf paper.pdf')
    expect(frame.getAttribute('src')).toMatch(/^blob:/)
    expect(api.calls.some((call) => call.url.includes('raw/docs/paper.pdf') && call.headers.get('authorization') === 'Bearer token-1')).toBe(true)
    cleanup()
    const missing = fakeApi({})
    render(<FilePreview api={missing.client} uploadId="u1" path="docs/gone.pdf" size={16} />)
    expect(await screen.findByText('Failed to open with pdf viewer. Bad file format?')).toBeTruthy()
  })
})
