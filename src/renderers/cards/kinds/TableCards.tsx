import CircularProgress from '@mui/material/CircularProgress'
import { createElement, Suspense } from 'react'
import { rendererRegistry } from '../../index.js'
import { asArray, asRecord, getArchivePath, logSectionMissing } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import { formatPlain, formatValue } from '../format.js'
import { QuantityTable } from '../QuantityTable.js'
import type { CardRendererProps } from '../types.js'

/** The solar cell's quantities and how they are shown: the unit solar-cell papers use, and its factor from SI. */
const SOLAR_CELL: [string, { unit: string; factor: number } | undefined][] = [
  ['efficiency', undefined],
  ['fill_factor', undefined],
  ['open_circuit_voltage', { unit: 'V', factor: 1 }],
  // 1 A/m² = 0.1 mA/cm², 1 W/m² = 0.1 mW/cm², 1 m² = 10⁴ cm²
  ['short_circuit_current_density', { unit: 'mA/cm²', factor: 0.1 }],
  ['illumination_intensity', { unit: 'mW/cm²', factor: 0.1 }],
  ['device_area', { unit: 'cm²', factor: 1e4 }],
  ['device_architecture', undefined],
  ['absorber', undefined],
  ['absorber_fabrication', undefined],
  ['device_stack', undefined],
]

/** Solar cell properties (results.properties.optoelectronic.solar_cell). */
export function SolarCellCard({ card, archive }: CardRendererProps) {
  const cell = asRecord(getArchivePath(archive, 'results/properties/optoelectronic/solar_cell'))
  if (!cell) {
    logSectionMissing('results.properties.optoelectronic.solar_cell')
    return null
  }
  const rows = SOLAR_CELL.map(([name, display]) => {
    const value = cell[name]
    return { label: name.replaceAll('_', ' '), value: display && typeof value === 'number' ? `${formatValue(value * display.factor)} ${display.unit}` : formatPlain(value) }
  })
  return (
    <CardFrame title={card.title ?? 'Solar Cell Properties'}>
      <QuantityTable rows={rows} label="solar cell" />
    </CardFrame>
  )
}

/** The scalar quantities of a section, one row each (nested sections and long lists left out). */
export function scalarRows(section: Record<string, unknown>) {
  return Object.entries(section)
    .filter(([name, value]) => !name.startsWith('m_') && (typeof value !== 'object' || value === null || (Array.isArray(value) && value.length <= 10 && value.every((item) => typeof item !== 'object'))))
    .map(([name, value]) => ({ label: name.replaceAll('_', ' '), value: formatPlain(value) }))
}

/** Catalytic properties (results.properties.catalytic): its quantities and those of its sub sections. */
export function CatalystCard({ card, archive }: CardRendererProps) {
  const catalytic = asRecord(getArchivePath(archive, 'results/properties/catalytic'))
  if (!catalytic) {
    logSectionMissing('results.properties.catalytic')
    return null
  }
  const rows = Object.entries(catalytic).flatMap(([name, value]) => {
    const sub = asRecord(Array.isArray(value) ? value[0] : value)
    return sub ? scalarRows(sub).map((row) => ({ ...row, label: `${name.replaceAll('_', ' ')}: ${row.label}` })) : scalarRows({ [name]: value })
  })
  return (
    <CardFrame title={card.title ?? 'Catalyst properties'}>
      <QuantityTable rows={rows} label="catalytic properties" />
    </CardFrame>
  )
}

/**
 * ELN sections (archive `data`): the top-level quantities of the entry's data section; to those who may
 * edit the entry, its data lanes with their editors.
 */
export function SectionsCard({ card, archive, entry }: CardRendererProps) {
  const data = asRecord(archive.data)
  if (!data) {
    logSectionMissing('data')
    return null
  }
  const rows = scalarRows(data)
  if (rows.length === 0) return null
  const definition = definitionName(archive, data.m_def)
  const plain = <QuantityTable rows={rows} label="data section" />
  // With the schema at hand: units, hidden quantities and order as the schema declares them.
  const tables = rendererRegistry('elnSectionTable')
  const table = tables.has('entry') ? <Suspense fallback={plain}>{createElement(tables.resolve('entry'), { entryId: entry.entry_id, section: data, fallback: plain })}</Suspense> : plain
  const browsers = rendererRegistry('archiveBrowser')
  const editable = entry.upload_id && entry.mainfile?.endsWith('.archive.json') && browsers.has('entry')
  return (
    <CardFrame title={card.title ?? definition ?? (typeof entry.entry_type === 'string' && entry.entry_type !== '' ? entry.entry_type : 'Data')}>
      {editable ? (
        <Suspense fallback={table}>
          {createElement(browsers.resolve('entry'), { entryId: entry.entry_id, height: SECTIONS_EDIT_HEIGHT, path: ['data'], forEditors: { uploadId: entry.upload_id!, readOnly: table } })}
        </Suspense>
      ) : (
        table
      )}
    </CardFrame>
  )
}

/**
 * The name of the data section's definition: the last part of a qualified name, the name of a
 * definition of this archive ('#/definitions/section_definitions/0'), never a bare index.
 */
function definitionName(archive: Record<string, unknown>, mDef: unknown): string | undefined {
  if (typeof mDef !== 'string') return undefined
  const index = /#\/definitions\/section_definitions\/(\d+)$/.exec(mDef)
  if (index) {
    // Only this archive's own definitions are at hand; a schema in another file leaves the card its default title.
    const inline = mDef.startsWith('#') ? asRecord(asArray(asRecord(archive.definitions)?.section_definitions)[Number(index[1])]) : undefined
    return typeof inline?.name === 'string' ? inline.name : undefined
  }
  const last = mDef.split(/[./#]/).pop()
  return last && !/^\d+$/.test(last) ? last : undefined
}

/** Height of the editable data lanes in the sections card (writers of an ELN entry's upload). */
export const SECTIONS_EDIT_HEIGHT = 700

/** Height of the archive browser the NeXus card embeds (spec 3 §9). */
export const NEXUS_EMBED_HEIGHT = 500

/** NeXus entries (spec 3 §2.3): an archive browser on the entry at the root path, asked of the registry. */
export function NexusCard({ card, archive, entry }: CardRendererProps) {
  if (!asRecord(archive.nexus)) {
    logSectionMissing('nexus')
    return null
  }
  // Unregistered, resolve throws and the card shows its error text.
  const browser = createElement(rendererRegistry('archiveBrowser').resolve('entry'), { entryId: entry.entry_id, height: NEXUS_EMBED_HEIGHT })
  return (
    <CardFrame title={card.title ?? 'NeXus'}>
      <Suspense fallback={<CircularProgress aria-label="loading..." />}>
        {browser}
      </Suspense>
    </CardFrame>
  )
}
