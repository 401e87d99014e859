// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FilePreview } from '../../../src/renderers/files/FilePreview.js'
import { fakeApi } from './support.js'

afterEach(cleanup)

describe('image preview', () => {
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
})
