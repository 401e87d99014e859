// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import { sameDimension } from '../../../src/engine/metainfo/index.js'
import { ROOT_SECTION } from '../../../src/renderers/archive/definitions.js'
import { NOT_USED, quantityFacts, searchDefinitions } from '../../../src/renderers/archive/metainfo.js'
import { MetainfoBrowser } from '../../../src/renderers/archive/MetainfoBrowser.js'
import type { UsageQuery } from '../../../src/renderers/archive/UsagePanel.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'

afterEach(cleanup)

const model = bundledStrataMetainfo()

function Browser({ initial = [], queryUsage }: { initial?: string[]; queryUsage?: UsageQuery }) {
  const [path, setPath] = useState(initial)
  return (
    <>
      <MetainfoBrowser model={model} path={path} onNavigate={setPath} queryUsage={queryUsage} />
      <output data-testid="path">{path.join('/')}</output>
    </>
  )
}

const lanes = () => screen.getAllByTestId('archive-lane')
async function click(lane: number, text: string) {
  fireEvent.click(await waitFor(() => within(lanes()[lane]).getByText(text)))
}

describe('metainfo browser', () => {
  it('walks from Entry through results and material to a quantity page with its facts', async () => {
    render(<Browser />)
    await click(0, 'Entry')
    await click(1, 'results')
    await click(2, 'material')
    await click(3, 'elements')
    expect(screen.getByTestId('path').textContent).toBe(`${ROOT_SECTION}/results/material/elements`)
    const lane = lanes()[4]
    expect(within(lane).getByText('quantity')).toBeTruthy()
    const def = model.sections['nomad.datamodel.results.Material'].allQuantities.find((q) => q.name === 'elements')!
    expect(within(lane).getByTestId('fact-type').textContent).toBe(quantityFacts(def).type)
    expect(within(lane).getByTestId('fact-shape').textContent).toBe(JSON.stringify(def.shape ?? []))
  })

  it('finds definitions by search and opens the chosen one', async () => {
    render(<Browser />)
    const input = screen.getByLabelText('Search definitions')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'chemical_formula_hill' } })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.click(await screen.findByText('nomad.datamodel.results.Material.chemical_formula_hill'))
    expect(screen.getByTestId('path').textContent).toBe('nomad.datamodel.results.Material/chemical_formula_hill')
  })

  it('finds snake_case names: band_gap matches the band_gap sub sections and the BandGap sections', async () => {
    const options = searchDefinitions(model, 'band_gap', 'all', 500).map((option) => option.label)
    expect(options).toContain('nomad.datamodel.results.ElectronicProperties.band_gap')
    expect(options.some((label) => /\.BandGap\w*$/.test(label))).toBe(true)
    render(<Browser />)
    const input = screen.getByLabelText('Search definitions')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'band_gap' } })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.click(await screen.findByText('nomad.datamodel.results.ElectronicProperties.band_gap'))
    expect(screen.getByTestId('path').textContent).toBe('nomad.datamodel.results.ElectronicProperties/band_gap')
  })

  it('keeps other root sections collapsed until asked', async () => {
    render(<Browser />)
    const toggle = screen.getByText(/^other root sections \(\d+\)$/)
    expect(toggle.closest('[aria-expanded]')?.getAttribute('aria-expanded')).toBe('false')
  })

  it('shows usage on request: a bar per program, or that the metadata is not used', async () => {
    const path = [ROOT_SECTION, 'results', 'material', 'elements']
    const asked: string[] = []
    render(<Browser initial={path} queryUsage={async (p) => (asked.push(p), [])} />)
    fireEvent.click(screen.getByText('Show usage'))
    expect(await screen.findByText(NOT_USED)).toBeTruthy()
    expect(asked).toEqual(['results.material.elements'])
    cleanup()
    render(<Browser initial={path} queryUsage={async () => [{ value: 'VASP', count: 12 }]} />)
    fireEvent.click(screen.getByText('Show usage'))
    expect(await screen.findByText('VASP')).toBeTruthy()
    expect(screen.getByText('12')).toBeTruthy()
  })
})

interface NomadQuantity {
  name: string
  type: { type_kind: string; type_data: unknown }
  unit?: string
  shape?: unknown[]
}

describeWithReference('metainfo browser facts against NOMAD’s metainfo.json', () => {
  const { packages } = JSON.parse(readFileSync(join(REFERENCE_DIR, 'artifacts', 'metainfo.json'), 'utf8')) as {
    packages: { name: string; section_definitions: { name: string; quantities?: NomadQuantity[] }[] }[]
  }
  const nomad = new Map<string, { name: string; quantities?: NomadQuantity[] }>(packages.flatMap((p) => p.section_definitions.map((s) => [`${p.name}.${s.name}`, s] as const)))

  it('shows for the quantities Strata declares the name, type, shape and unit NOMAD declares', async () => {
    let compared = 0
    for (const qualifiedName of ['nomad.datamodel.results.Material', 'nomad.datamodel.results.Symmetry', 'nomad.datamodel.results.LatticeParameters', 'nomad.datamodel.results.Structure']) {
      const theirs = new Map((nomad.get(qualifiedName)?.quantities ?? []).map((q) => [q.name, q]))
      const section = model.sections[qualifiedName]
      expect(section, qualifiedName).toBeDefined()
      for (const q of section.quantities) {
        const other = theirs.get(q.name)
        expect(other, `${q.qualifiedName} in NOMAD`).toBeDefined()
        if (other!.type.type_kind === 'reference') continue
        render(<Browser initial={[qualifiedName, q.name]} />)
        const lane = lanes()[2]
        expect(within(lane).getByRole('heading', { name: q.name })).toBeTruthy()
        const shownType = within(lane).getByTestId('fact-type').textContent!
        if (other!.type.type_kind === 'enum') expect(shownType).toBe(`Enum(${[...(other!.type.type_data as string[])].sort().join(', ')})`)
        else expect(shownType, q.qualifiedName).toBe(String(other!.type.type_data))
        expect(within(lane).getByTestId('fact-shape').textContent, q.qualifiedName).toBe(JSON.stringify(other!.shape ?? []))
        const shownUnit = within(lane).queryByTestId('fact-unit')?.textContent ?? undefined
        expect(Boolean(shownUnit), `${q.qualifiedName} has a unit`).toBe(Boolean(other!.unit))
        if (shownUnit) expect(sameDimension(shownUnit, other!.unit), `${q.qualifiedName}: ${shownUnit} vs ${other!.unit}`).toBe(true)
        cleanup()
        compared++
      }
    }
    expect(compared).toBeGreaterThan(20)
  })
})
