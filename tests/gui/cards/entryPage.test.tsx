// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { entryCardsSchema } from '../../../src/engine/config/cards.js'
import { NO_CARDS_TEXT } from '../../../src/app/pages/entry/OverviewTab.js'
import { renderShell, testEnv } from '../../app/support/shell.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { plotlyMock } from './support.js'

vi.mock('plotly.js-dist-min', () => ({ default: plotlyMock }))

const ENTRY = {
  entry_id: 'e1',
  upload_id: 'u1',
  mainfile: 'calc/vasprun.xml',
  comment: 'A test calculation',
  references: ['https://doi.org/10.1000/x'],
  authors: [{ name: 'Ada Lovelace' }, { name: 'Alan Turing' }],
  datasets: [{ dataset_id: 'd1', dataset_name: 'My dataset' }],
  upload_create_time: '2024-01-02T03:04:05+00:00',
  raw_id: 'raw-1',
  external_id: 'ext-1',
  last_processing_time: '2024-02-03T04:05:06+00:00',
  nomad_version: '1.3.0',
  nomad_commit: 'abc',
  results: { material: { material_id: 'mat-1' } },
}

const ARCHIVE = {
  results: {
    material: { material_id: 'mat-1', elements: ['Si'], chemical_formula_reduced: 'Si2' },
    method: { method_name: 'DFT', simulation: { program_name: 'VASP' } },
  },
}

const projectCards = () => entryCardsSchema.parse(parse(readFileSync(resolve(import.meta.dirname, '../../../configs/cards.yaml'), 'utf8')))

let configuredCards: unknown = { options: {} }
/** The cards the next opened entry page shows, delivered like a deployment's `ui.entry.cards`. */
function setCards(cards: unknown) {
  configuredCards = cards
}

beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined))
afterEach(() => {
  cleanup()
  configuredCards = { options: {} }
  vi.restoreAllMocks()
})

function openEntry(archive: unknown = ARCHIVE, entry: unknown = ENTRY) {
  return renderShell({
    path: '/entry/id/e1',
    env: testEnv({ ui: { entry: { cards: configuredCards } } }),
    answers: {
      'entries/e1': { body: { entry_id: 'e1', data: entry } },
      'entries/e1/archive/query': (request) => ({ body: { entry_id: 'e1', required: request.method, data: { entry_id: 'e1', archive } } }),
      'entries/query': { body: { data: [] } },
    },
  })
}

const archiveQueries = (calls: Request[]) => calls.filter((call) => call.url.endsWith('entries/e1/archive/query'))

describe('entry page overview (spec 1 §2)', () => {
  it('shows the metadata column with every field of the entry', async () => {
    setCards({ options: {} })
    openEntry()
    const column = await screen.findByRole('complementary', { name: 'Metadata' }, { timeout: 5000 })
    const text = column.textContent ?? ''
    for (const expected of ['A test calculation', 'https://doi.org/10.1000/x', 'Ada Lovelace', 'Alan Turing', 'My dataset', 'calc/vasprun.xml', 'e1', 'mat-1', 'u1', 'raw-1', 'ext-1', '1.3.0 (abc)'])
      expect(text).toContain(expected)
    expect(within(column).getByRole('link', { name: 'u1' }).getAttribute('href')).toContain('/user/uploads/upload/id/u1')
    fireEvent.click(within(column).getByRole('button', { name: 'API' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(screen.getByRole('dialog').textContent).toContain('entries/e1')
  })

  it('warns when no cards are configured', async () => {
    setCards({ options: {} })
    const shell = openEntry()
    expect(await screen.findByText(NO_CARDS_TEXT, undefined, { timeout: 5000 })).toBeTruthy()
    expect(NO_CARDS_TEXT).toBe('No overview cards defined in the entry context. Ensure that all GUI artifacts are created.')
    expect(archiveQueries(shell.apiCalls)).toHaveLength(0)
  })

  it('asks the archive once, with the union of what the shown cards declare', async () => {
    const cards = projectCards()
    setCards({ ...cards, exclude: [...(cards.exclude ?? []), 'method_summary'] })
    const shell = openEntry()
    expect(await screen.findByRole('heading', { name: 'Material' }, { timeout: 5000 })).toBeTruthy()
    const queries = archiveQueries(shell.apiCalls)
    expect(queries).toHaveLength(1)
    const body = (await queries[0].clone().json()) as { required: Record<string, unknown> }
    // The union of the configured cards' specs; an excluded card (method_summary here) adds nothing.
    expect(body.required).toMatchObject({
      definitions: '*',
      data: '*',
      workflow2: '*',
      results: {
        material: '*',
        properties: { structures: '*', electronic: 'include-resolved', geometry_optimization: 'include-resolved', vibrational: 'include-resolved' },
      },
    })
    // Only the electronic card's DMFT settings: the excluded method table's results.method '*' is not asked.
    expect((body.required.results as Record<string, unknown>).method).toEqual({ simulation: { dmft: '*' } })
  })

  it('renders a card added by YAML only: a declarative quantity table and markdown', async () => {
    const yaml = `
options:
  method_table:
    type: quantities
    title: Method used
    required: { results: { method: '*' } }
    quantities:
      - { label: Program, path: results.method.simulation.program_name }
      - { label: Method, path: results.method.method_name }
  note:
    type: markdown
    title: About this entry
    content: 'Computed with **care**.'
`
    setCards(entryCardsSchema.parse(parse(yaml)))
    const shell = openEntry()
    const card = await screen.findByRole('region', { name: 'Method used' }, { timeout: 5000 })
    expect(within(card).getByText('VASP')).toBeTruthy()
    expect(within(card).getByText('DFT')).toBeTruthy()
    // The cards below the first one with its data follow in a transition.
    expect((await screen.findByText('care')).tagName).toBe('STRONG')
    const body = (await archiveQueries(shell.apiCalls)[0].clone().json()) as { required: unknown }
    expect(body.required).toEqual({ results: { method: '*' } })
  })

  it("marks the Logs tab when the entry has processing errors, and shows 'This entry does not exist.' in Files for a missing entry", async () => {
    setCards({ options: {} })
    openEntry(ARCHIVE, { ...ENTRY, processing_errors: ['parser failed'] })
    expect(await screen.findByLabelText('processing errors')).toBeTruthy()
    cleanup()
    renderShell({ path: '/entry/id/missing/files/_mainfile', answers: { 'entries/missing': { status: 404, body: { detail: 'not found' } } } })
    expect(await screen.findByText('This entry does not exist.')).toBeTruthy()
  })
})

describe('NeXus card', () => {
  it('embeds the archive browser of the entry at the root path, 500 px high', async () => {
    setCards({ ...projectCards(), include: ['nexus'] })
    const archive = { metadata: { entry_id: 'e1', upload_id: 'u1' }, nexus: { NXmpes: { ENTRY: [{ title: 'Sample scan', definition: 'NXmpes' }] } } }
    openEntry(archive, { ...ENTRY, parser_name: 'parsers/nexus' })
    const card = await screen.findByRole('region', { name: 'NeXus' }, { timeout: 5000 })
    const embed = await within(card).findByTestId('embedded-archive', undefined, { timeout: 5000 })
    expect(embed.style.height).toBe('500px')
    const root = await within(embed).findByRole('list', { name: 'archive root' }, { timeout: 5000 })
    fireEvent.click(within(root).getByRole('button', { name: 'nexus' }))
    // The lanes stay inside the card: the page does not move to the Data tab.
    expect(await within(embed).findByRole('button', { name: 'NXmpes' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true')
  })
})

describe('entry page breadcrumb (spec 1 §2)', () => {
  const crumbs = () => within(screen.getByRole('navigation', { name: 'breadcrumb' })).getAllByRole('listitem').map((item) => item.textContent)

  function openBelowUpload(entry: Record<string, unknown>, tab = '') {
    setCards({ options: {} })
    return renderShell({
      path: `/user/uploads/upload/id/u1/entry/id/e1${tab}`,
      env: testEnv({ ui: { entry: { cards: configuredCards } } }),
      answers: { 'entries/e1': { body: { entry_id: 'e1', data: entry } }, 'entries/e1/archive/query': { body: { data: { archive: { processing_logs: [] } } } } },
    })
  }

  it("names the upload and the entry after the entry's upload name and entry name, on every tab", async () => {
    openBelowUpload({ ...ENTRY, upload_name: 'Silicon study', entry_name: 'Si2 VASP simulation' }, '/logs')
    await waitFor(() => expect(crumbs()).toEqual(expect.arrayContaining(['Silicon study', 'Si2 VASP simulation'])), { timeout: 5000 })
    expect(crumbs()).not.toContain('Upload')
    expect(screen.getByRole('link', { name: 'Silicon study' }).getAttribute('href')).toMatch(/\/user\/uploads\/upload\/id\/u1$/)
  })

  it("falls back to 'Upload' and the mainfile, and to 'Entry' without a mainfile", async () => {
    openBelowUpload(ENTRY)
    await waitFor(() => expect(crumbs().slice(-2)).toEqual(['Upload', 'calc/vasprun.xml']), { timeout: 5000 })
    cleanup()
    openBelowUpload({ entry_id: 'e1', upload_id: 'u1' })
    await screen.findByRole('complementary', { name: 'Metadata' }, { timeout: 5000 })
    expect(crumbs().slice(-2)).toEqual(['Upload', 'Entry'])
  })
})

describe('entry page overview when the archive cannot be loaded', () => {
  it('keeps the cards that need no archive, shows the configured error of the others and raises the API error', async () => {
    const cards = projectCards()
    setCards({ ...cards, include: ['material', 'electronic', 'references', 'method_summary'] })
    renderShell({
      path: '/entry/id/e1',
      env: testEnv({ ui: { entry: { cards: configuredCards } } }),
      answers: {
        'entries/e1': { body: { entry_id: 'e1', data: ENTRY } },
        'entries/e1/archive/query': { status: 500, body: { detail: 'The archive store is not available.' } },
        'entries/query': { body: { data: [] } },
      },
    })
    const references = await screen.findByRole('region', { name: 'Entry references' }, { timeout: 5000 })
    expect(within(references).getByText('Not referencing other entries.')).toBeTruthy()
    expect(await within(references).findByText('Not referenced by other entries.')).toBeTruthy()
    const overview = screen.getByRole('region', { name: 'Overview cards' })
    expect(within(overview).getByText('Could not render material card.')).toBeTruthy()
    expect(within(overview).getByText('Could not render electronic properties.')).toBeTruthy()
    expect(within(overview).getByText('Could not render method summary.')).toBeTruthy()
    expect(await screen.findByText(/The archive store is not available\./)).toBeTruthy()
  })

  it("shows 'Could not render card.' for an archive card configured without an error text", async () => {
    setCards({ options: { material: { required: { results: { material: '*' } } } } })
    renderShell({
      path: '/entry/id/e1',
      env: testEnv({ ui: { entry: { cards: configuredCards } } }),
      answers: {
        'entries/e1': { body: { entry_id: 'e1', data: ENTRY } },
        'entries/e1/archive/query': { status: 500, body: { detail: 'The archive store is not available.' } },
      },
    })
    expect(await screen.findByText('Could not render card.', undefined, { timeout: 5000 })).toBeTruthy()
  })
})

describe('entry page Logs tab (spec 1 §2)', () => {
  it("appends the entry's processing errors as ERROR items to the archive's log", async () => {
    setCards({ options: {} })
    renderShell({
      path: '/entry/id/e1/logs',
      env: testEnv({ ui: { entry: { cards: configuredCards } } }),
      answers: {
        'entries/e1': { body: { entry_id: 'e1', data: { ...ENTRY, processing_errors: ['parser failed: no energies'] } } },
        'entries/e1/archive/query': { body: { entry_id: 'e1', data: { entry_id: 'e1', archive: { processing_logs: [{ level: 'WARNING', event: 'unknown tag' }] } } } },
      },
    })
    await screen.findByText('ERROR | event: parser failed: no energies', undefined, { timeout: 5000 })
    expect(screen.getAllByTestId('log-summary').map((summary) => summary.textContent)).toEqual(['WARNING | event: unknown tag', 'ERROR | event: parser failed: no energies'])
    expect(screen.getByTestId('log-count').textContent).toBe('2 matching log entry found')
  })
})

describe('card list validation', () => {
  it('accepts every declarative kind and rejects an unknown type with the known ones named', () => {
    const ok = entryCardsSchema.safeParse({
      options: {
        a: { type: 'plot', traces: [{ x: { path: 'a.x', unit: 'joule', display_unit: 'eV' }, y: { path: 'a.y' } }] },
        b: { type: 'structure', path: 'results.properties.structures.structure_original' },
        c: { type: 'markdown', content: 'text' },
        d: { type: 'quantities', quantities: [{ path: 'results.material.elements' }] },
      },
    })
    expect(ok.success).toBe(true)
    const bad = entryCardsSchema.safeParse({ options: { a: { type: 'plots' } } })
    expect(bad.success).toBe(false)
    expect(JSON.stringify(bad.error?.issues)).toContain('quantities')
  })
})

describeWithReference('ELN sections card with its schema (NOMAD’s eln_properties example)', () => {
  const schema = parse(readFileSync(resolve(REFERENCE_DIR, 'eln-schemas', 'eln_properties', 'test.schema.archive.yaml'), 'utf8')) as { definitions: unknown }
  const archive = {
    definitions: schema.definitions,
    data: { m_def: '#/definitions/sections/Hall_measurement', dose: 1.5, net_mass_before: 100, crucible_model: 'test model', crucible_mass: 20, brutto_mass_before: 130, atmosphere: 'Ar', oven: 'hidden oven' },
  }

  it('lists the visible quantities in the eln order, with their units; the others are hidden', async () => {
    setCards({ options: { sections: { required: { data: '*', definitions: '*' } } } })
    openEntry(archive, { ...ENTRY, mainfile: 'hall.archive.yaml' })
    // The plain table first, then, with the schema loaded, the one it declares.
    const table = await waitFor(
      () => {
        const shown = screen.getByRole('table', { name: 'data section' })
        expect(within(shown).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['crucible mass', 'atmosphere', 'crucible model', 'brutto mass before', 'dose', 'net mass before'])
        return shown
      },
      { timeout: 8000 },
    )
    const rows = () => within(table).getAllByRole('row').map((row) => row.textContent)
    await waitFor(() => expect([rows()[0], rows()[5]]).toEqual(['crucible mass20 g', 'net mass before100 g']), { timeout: 8000 })
    expect(table.textContent).not.toContain('hidden oven')
  })
})
