// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { INCOMPLETE_MATRIX, invalidNumber } from '../../../../src/renderers/archive/eln/MatrixEditor.js'
import { editorsModel, experimentQuantity, renderEditor } from './support.js'

afterEach(cleanup)

const model = editorsModel()
const LAZY = { timeout: 15000 }

describe('radio, slider, rich text and matrix editors of ELN quantities', () => {
  it('RadioEnumEditQuantity shows every option as a radio button and stores the one clicked', async () => {
    const editor = renderEditor(experimentQuantity(model, 'atmosphere'), { initial: 'air' })
    const argon = await screen.findByRole('radio', { name: 'argon' }, LAZY)
    expect((screen.getByRole('radio', { name: 'air' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('radio', { name: 'vacuum' })).toBeTruthy()
    fireEvent.click(argon)
    await waitFor(() => expect(editor.value()).toBe('argon'))
  })

  it('SliderEditQuantity runs between the annotation’s minValue and maxValue and stores the released value', async () => {
    const editor = renderEditor(experimentQuantity(model, 'power'), { initial: 4 })
    const slider = await screen.findByRole('slider', {}, LAZY)
    expect([slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax'), slider.getAttribute('aria-valuenow')]).toEqual(['0', '10', '4'])
    fireEvent.keyDown(slider, { key: 'ArrowRight' })
    await waitFor(() => expect(editor.value()).toBe(5))
    fireEvent.keyDown(slider, { key: 'End' })
    await waitFor(() => expect(editor.value()).toBe(10))
  })

  it('RichTextEditQuantity shows stored HTML formatted, not as raw markup, with a formatting toolbar', async () => {
    renderEditor(experimentQuantity(model, 'notes'), { initial: '<p>Target <strong>cleaned</strong> before use</p>' })
    const text = await screen.findByRole('textbox', { name: 'notes' }, LAZY)
    await waitFor(() => expect(text.querySelector('strong')?.textContent).toBe('cleaned'))
    expect(text.textContent).toBe('Target cleaned before use')
    expect(screen.queryByText(/<strong>/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Numbered list' })).toBeTruthy()
  })

  it('a 3x3 matrix is edited cell by cell and stored whole; wrong or missing cells say so', async () => {
    const editor = renderEditor(experimentQuantity(model, 'orientation'))
    const cell = (r: number, c: number) => screen.getByLabelText(`orientation[${r}][${c}]`)
    await screen.findByLabelText('orientation[0][0]', {}, LAZY)
    fireEvent.change(cell(0, 0), { target: { value: 'one' } })
    fireEvent.blur(cell(0, 0))
    expect(await screen.findByText(invalidNumber('float64'))).toBeTruthy()
    fireEvent.change(cell(0, 0), { target: { value: '1' } })
    fireEvent.blur(cell(0, 0))
    expect(await screen.findByText(INCOMPLETE_MATRIX)).toBeTruthy()
    expect(editor.value()).toBeUndefined()
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) {
        fireEvent.change(cell(r, c), { target: { value: String(r === c ? 1 : 0.5) } })
        fireEvent.blur(cell(r, c))
      }
    await waitFor(() => expect(editor.value()).toEqual([[1, 0.5, 0.5], [0.5, 1, 0.5], [0.5, 0.5, 1]]))
  })

  it('a vector of shape [3] gets three cells and is stored as a list', async () => {
    const editor = renderEditor(experimentQuantity(model, 'offset'), { initial: [0, 0, 0] })
    const second = await screen.findByLabelText('offset[1]', {}, LAZY)
    expect((screen.getByLabelText('offset[2]') as HTMLInputElement).value).toBe('0')
    fireEvent.change(second, { target: { value: '2.5' } })
    fireEvent.blur(second)
    await waitFor(() => expect(editor.value()).toEqual([0, 2.5, 0]))
  })
})
