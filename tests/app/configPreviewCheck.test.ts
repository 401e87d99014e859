import { describe, expect, it } from 'vitest'
import { checkApp, checkCards } from '../../src/app/pages/admin/previewCheck.js'

const APP = { path: 'studio', label: 'Studio', category: 'Test', columns: [{ search_quantity: 'entry_name', title: 'Name', selected: true }] }

describe('config studio preview check', () => {
  it('gives the app as the GUI would build it (defaults filled in)', () => {
    const checked = checkApp(APP)
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.value.resource).toBe('entries')
    expect(checked.value.columns.map((column) => column.title)).toEqual(['Name'])
  })

  it('names the path of each problem of an app', () => {
    const checked = checkApp({ ...APP, path: 'no spaces', label: undefined })
    expect(checked).toEqual({ ok: false, problems: expect.arrayContaining([expect.stringMatching(/^path: Use letters/), 'label: Label is required.']) })
  })

  it('reads the cards document and rejects an unknown card', () => {
    expect(checkCards({ options: { material: {}, summary: { type: 'markdown', title: 'Summary', content: 'Hi' } } }).ok).toBe(true)
    const checked = checkCards({ options: { nonsense: {} } })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.problems[0]).toMatch(/^options\.nonsense: Unknown card 'nonsense'/)
  })

  it('says (root) for a document that is not an object', () => {
    expect(checkApp('text')).toEqual({ ok: false, problems: [expect.stringMatching(/^\(root\): /)] })
  })
})
