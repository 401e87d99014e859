// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { DropZone } from '../../../src/app/pages/uploads/DropZone.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const cif = () => new File(['data_x'], 'structure.cif')
const zone = () => screen.getByTestId('drop-zone')
const input = () => screen.getByTestId<HTMLInputElement>('drop-zone-input')
const choose = (files: File[]) => fireEvent.change(input(), { target: { files } })

it('a disabled drop zone ignores drops, clicks, Enter and files chosen in an earlier dialog, and takes them again once enabled', () => {
  const onFiles = vi.fn()
  const openDialog = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
  const view = render(<DropZone onFiles={onFiles} disabled />)
  expect(screen.getByText('Drop files here or click to open dialog')).toBeTruthy()
  expect(zone().getAttribute('aria-disabled')).toBe('true')
  expect(input().disabled).toBe(true)
  fireEvent.drop(zone(), { dataTransfer: { files: [cif()] } })
  fireEvent.click(zone())
  fireEvent.keyDown(zone(), { key: 'Enter' })
  choose([cif()])
  expect(onFiles).not.toHaveBeenCalled()
  expect(openDialog).not.toHaveBeenCalled()

  view.rerender(<DropZone onFiles={onFiles} disabled={false} />)
  expect(zone().getAttribute('aria-disabled')).toBe('false')
  fireEvent.click(zone())
  expect(openDialog).toHaveBeenCalledTimes(1)
  fireEvent.drop(zone(), { dataTransfer: { files: [cif()] } })
  expect(onFiles).toHaveBeenCalledTimes(1)
  expect(onFiles.mock.calls[0][0].map((file: File) => file.name)).toEqual(['structure.cif'])
})

it('is disabled while its own files are sent, with the progress shown', () => {
  const onFiles = vi.fn()
  render(<DropZone onFiles={onFiles} progress={0.4} />)
  expect(zone().getAttribute('aria-disabled')).toBe('true')
  expect(screen.getByText('Uploading ... 40%')).toBeTruthy()
  fireEvent.drop(zone(), { dataTransfer: { files: [cif()] } })
  expect(onFiles).not.toHaveBeenCalled()
})
