import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { withData } from '../../../src/engine/yaml/mainfileData.js'

const MAINFILE = `# Sample ZnO-001, written by hand
definitions:
  name: kept as written
data:
  m_def: '#/definitions/section_definitions/0'
  name: ZnO film   # the name on the box
  lab_id: ZnO-001
  tags:
    - ZnO
    - sputtering
  # measured on the four-point probe
  measurements:
    - temperature: 295.15
      sheet_resistance: 1850
`

describe('writing edited data back into a YAML mainfile', () => {
  it('changes only what changed, keeping comments, key order and the rest of the file', () => {
    const data = parse(MAINFILE).data as Record<string, unknown>
    const edited = { ...data, lab_id: 'ZnO-001b', tags: ['ZnO', 'thin film'], measurements: [{ temperature: 300, sheet_resistance: 1850 }, { temperature: 310 }], thickness: 2e-7 }
    const text = withData('sample.archive.yaml', MAINFILE, edited)
    expect(parse(text)).toEqual({ definitions: { name: 'kept as written' }, data: edited })
    expect(text).toContain('# Sample ZnO-001, written by hand')
    expect(text).toContain('name: ZnO film # the name on the box')
    expect(text).toContain('# measured on the four-point probe')
    const keys = Object.keys((parse(text) as { data: object }).data)
    expect(keys).toEqual(['m_def', 'name', 'lab_id', 'tags', 'measurements', 'thickness'])
  })

  it('removes what was deleted and refuses a file that is not YAML, naming it', () => {
    const data = parse(MAINFILE).data as Record<string, unknown>
    const { tags: _tags, ...rest } = data
    expect(parse(withData('sample.archive.yml', MAINFILE, rest)).data).toEqual(rest)
    expect(() => withData('broken.archive.yaml', 'data: [1, 2', {})).toThrow(/^broken\.archive\.yaml: /)
  })

  it('writes JSON mainfiles as JSON, keeping their other keys', () => {
    const text = withData('sample.archive.json', JSON.stringify({ definitions: { name: 'x' }, data: { a: 1 } }), { a: 2 })
    expect(JSON.parse(text)).toEqual({ definitions: { name: 'x' }, data: { a: 2 } })
  })
})
