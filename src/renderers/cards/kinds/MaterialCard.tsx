import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { readStructure, type Structure } from '../../viewers/structure/structure.js'
import { StructureViewer } from '../../viewers/structure/StructureViewer.js'
import { asArray, asRecord, getArchivePath, logSectionMissing, resolved } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import { elementCountName, formatPlain, formatSi } from '../format.js'
import { QuantityTable, type QuantityRow } from '../QuantityTable.js'
import type { Archive, CardRendererProps } from '../types.js'
import { topologyAtoms } from './topologyAtoms.js'
import { topologyTree } from './topologyTree.js'

const STRUCTURE_KEYS = ['structure_original', 'structure_conventional', 'structure_primitive']

interface ShownSystem {
  label: string
  structure?: Structure
  /** Archive path the download call names. */
  path?: string
  data: Record<string, unknown>
  /** Level in the topology tree (0 for a root system). */
  depth?: number
  /** Atoms of `structure` highlighted in the viewer (a subsystem inside a larger structure). */
  highlight?: number[]
}

/** Spec 3 §9: the card is 700 px high, of which the tab panel takes 222.72 px. */
export const MATERIAL_CARD_HEIGHT = 700
export const MATERIAL_TAB_PANEL_HEIGHT = 222.72
/** What is left for the 3D view once the tab bar and the viewer's controls (about 100 px) are placed. */
const VIEWER_HEIGHT = Math.floor(MATERIAL_CARD_HEIGHT - MATERIAL_TAB_PANEL_HEIGHT - 100)

/** Topology systems (results.material.topology) with their atoms, in tree order, when the material has any. */
function topologySystems(archive: Archive, material: Record<string, unknown>): ShownSystem[] {
  const systems = asArray(material.topology).map((item) => asRecord(item) ?? {})
  const tree = topologyTree(systems)
  const shown = topologyAtoms(systems, tree, (reference) => resolved(archive, reference))
  // One Structure per atoms section: systems drawn on the same atoms keep the viewer's camera.
  const structures = new Map<Record<string, unknown>, Structure | undefined>()
  return tree.map(({ index, depth }, position) => {
    const system = systems[index]
    const { atoms, highlight } = shown[position]
    if (atoms && !structures.has(atoms)) structures.set(atoms, readStructure(atoms, String(system.structural_type ?? '')))
    const structure = atoms ? structures.get(atoms) : undefined
    return { label: String(system.label ?? `system ${index}`), structure, highlight, path: `results/material/topology/${index}`, data: system, depth }
  })
}

function structuresSystem(archive: Archive, material: Record<string, unknown>): ShownSystem | undefined {
  const structures = asRecord(getArchivePath(archive, 'results/properties/structures'))
  if (!structures) return undefined
  const key = STRUCTURE_KEYS.find((name) => asRecord(structures[name]))
  if (!key) return undefined
  const section = structures[key] as Record<string, unknown>
  return { label: key, structure: readStructure(section, String(material.structural_type ?? '')), path: `results/properties/structures/${key}`, data: { ...material, ...section, cell: section.lattice_parameters, cell_volume: section.cell_volume } }
}

function compositionRows(data: Record<string, unknown>): QuantityRow[] {
  const elements = asArray(data.elements).map(String)
  const nElements = typeof data.n_elements === 'number' ? data.n_elements : elements.length
  return [
    { label: 'Formula', value: formatPlain(data.chemical_formula_iupac ?? data.chemical_formula_reduced ?? data.chemical_formula_hill ?? data.chemical_formula_descriptive) },
    { label: 'Material name', value: formatPlain(data.material_name) },
    { label: 'Elements', value: elements.length > 0 ? `${elements.join(', ')} (${elementCountName(nElements)})` : undefined },
    { label: 'Structural type', value: formatPlain(data.structural_type) },
    { label: 'Dimensionality', value: formatPlain(data.dimensionality) },
    { label: 'Number of atoms', value: formatPlain(data.n_atoms) },
  ]
}

function cellRows(data: Record<string, unknown>): QuantityRow[] {
  const cell = asRecord(data.cell) ?? {}
  return [
    { label: 'a', value: formatSi(cell.a, 'meter') },
    { label: 'b', value: formatSi(cell.b, 'meter') },
    { label: 'c', value: formatSi(cell.c, 'meter') },
    { label: 'α', value: formatSi(cell.alpha, 'radian') },
    { label: 'β', value: formatSi(cell.beta, 'radian') },
    { label: 'γ', value: formatSi(cell.gamma, 'radian') },
    { label: 'volume', value: formatSi(cell.volume ?? data.cell_volume, 'meter ** 3') },
    { label: 'mass density', value: formatSi(cell.mass_density, 'kilogram / meter ** 3') },
    { label: 'atomic density', value: formatSi(cell.atomic_density, '1 / meter ** 3') },
  ]
}

const fields = (section: unknown, names: string[]): QuantityRow[] => {
  const data = asRecord(section) ?? {}
  return names.map((name) => ({ label: name.replaceAll('_', ' '), value: formatPlain(data[name]) }))
}

/** Porosity quantities with their SI units, shown in Å, Å² and Å³. */
function porosityRows(section: unknown): QuantityRow[] {
  const data = asRecord(section) ?? {}
  const lengths = ['largest_cavity_diameter', 'pore_limiting_diameter', 'largest_included_sphere_along_free_sphere_path']
  return [
    ...lengths.map((name) => ({ label: name.replaceAll('_', ' '), value: formatSi(data[name], 'meter') })),
    { label: 'accessible surface area', value: formatSi(data.accessible_surface_area, 'meter ** 2') },
    { label: 'accessible volume', value: formatSi(data.accessible_volume, 'meter ** 3') },
    ...fields(data, ['void_fraction', 'n_channels']),
  ]
}

/** The tabs of the shown system; a topology system shows its own symmetry only (a molecule has none, not the bulk's). */
function tabsFor(data: Record<string, unknown>): [string, QuantityRow[]][] {
  const symmetry = asRecord(data.symmetry)
  const tabs: [string, QuantityRow[]][] = [
    ['Composition', compositionRows(data)],
    ['Cell', cellRows(data)],
    ['Porosity', porosityRows(data.porosity)],
    ['SBU', fields(data, ['sbu_type', 'sbu_coordination_number'])],
    ['Symmetry', fields(symmetry, ['crystal_system', 'bravais_lattice', 'strukturbericht_designation', 'space_group_symbol', 'space_group_number', 'point_group', 'hall_number', 'hall_symbol', 'prototype_name', 'prototype_label_aflow', 'structure_name'])],
    ['Core-hole', fields(asArray(data.active_orbitals)[0], ['n_electrons_excited', 'degeneracy', 'n_quantum_number', 'l_quantum_symbol', 'ml_quantum_symbol', 'ms_quantum_symbol'])],
  ]
  return tabs.filter(([, rows]) => rows.some((row) => row.value !== undefined && row.value !== ''))
}

/** Material card (spec 3 §2.3): topology tree, else the results structure, else the basic material data. */
export function MaterialCard({ card, archive, entry, api, encyclopediaBase }: CardRendererProps) {
  const material = asRecord(getArchivePath(archive, 'results/material'))
  const systems = useMemo(() => {
    if (!material) return []
    const topology = topologySystems(archive, material)
    if (topology.length > 0) return topology
    const fromStructures = structuresSystem(archive, material)
    return [fromStructures ?? { label: 'material', data: material }]
  }, [archive, material])
  const [selected, setSelected] = useState(0)
  const [tab, setTab] = useState(0)
  if (!material) {
    logSectionMissing('results.material')
    return null
  }
  const system = systems[Math.min(selected, systems.length - 1)]
  // Without atoms to draw (no positions) the card holds its tables only, not an empty viewer area.
  const drawable = systems.some((item) => item.structure)
  const tabs = tabsFor(system.data)
  const currentTab = Math.min(tab, tabs.length - 1)
  const materialId = typeof system.data.material_id === 'string' ? system.data.material_id : typeof material.material_id === 'string' ? material.material_id : undefined
  return (
    <CardFrame title={card.title ?? 'Material'} action={materialId && <MaterialLink materialId={materialId} encyclopediaBase={encyclopediaBase} />}>
      <Box data-testid="material-card-body" style={{ height: drawable ? MATERIAL_CARD_HEIGHT : undefined }} sx={{ display: 'flex', flexDirection: 'column' }}>
        {(drawable || systems.length > 1) && <Box sx={{ display: 'flex', gap: 2, flex: drawable ? 1 : 'none', minHeight: 0 }}>
          {systems.length > 1 && (
            <List dense role="tree" aria-label="topology" sx={{ minWidth: 180, overflow: 'auto' }}>
              {systems.map((item, index) => (
                <ListItemButton
                  key={`${item.label}-${index}`}
                  role="treeitem"
                  aria-level={(item.depth ?? 0) + 1}
                  aria-selected={index === selected}
                  selected={index === selected}
                  onClick={() => setSelected(index)}
                  sx={{ pl: 2 + 2 * (item.depth ?? 0) }}
                >
                  <ListItemText primary={item.label} secondary={formatPlain(item.data.structural_type)} />
                </ListItemButton>
              ))}
            </List>
          )}
          {drawable && (
            <Box sx={{ flex: 1, minWidth: 280, minHeight: 0 }}>
              {system.structure && (
                <StructureViewer structure={system.structure} highlight={system.highlight} height={VIEWER_HEIGHT} download={system.path ? { api, entryId: entry.entry_id, path: system.path } : undefined} />
              )}
            </Box>
          )}
        </Box>}
        {tabs.length > 0 && (
          <>
            <Tabs value={currentTab} onChange={(_, value: number) => setTab(value)} variant="scrollable" aria-label="material tabs">
              {tabs.map(([name]) => (
                <Tab key={name} label={name} />
              ))}
            </Tabs>
            <Box role="tabpanel" style={{ height: MATERIAL_TAB_PANEL_HEIGHT }} sx={{ overflow: 'auto', flex: 'none' }}>
              <QuantityTable rows={tabs[currentTab][1]} label={tabs[currentTab][0]} />
            </Box>
          </>
        )}
      </Box>
    </CardFrame>
  )
}

/** The material id, linked to the material's page when the deployment has one (spec 2 §2). */
function MaterialLink({ materialId, encyclopediaBase }: { materialId: string; encyclopediaBase?: string }) {
  if (!encyclopediaBase) return <Typography variant="body2" sx={{ p: 1 }}>{materialId}</Typography>
  return (
    <Link href={`${encyclopediaBase.replace(/\/+$/, '')}/material/${encodeURIComponent(materialId)}`} target="_blank" rel="noreferrer" variant="body2" sx={{ p: 1, display: 'inline-block' }} aria-label="material page">
      {materialId}
    </Link>
  )
}
