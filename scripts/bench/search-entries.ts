// NOMAD-shaped entry documents with realistic distributions, for the search benchmark.
import type { IndexedEntry } from '../../src/server/store/interfaces.js'

/** Elements by rough abundance in materials databases (most frequent first). */
const ELEMENTS = (
  'O H C N Si Fe S Li Na Mg Al P Cl K Ca Ti Mn Co Ni Cu Zn F Ga Ge As Se Br Sr Y Zr Nb Mo Ru Rh Pd Ag Cd In Sn Sb Te I Ba La Ce ' +
  'Pr Nd Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi B Be V Cr Sc Rb Cs Xe Kr Ar Ne He Th U Pa Np Pu Ac Ra Fr Po At Rn Tc Pm'
).split(' ')

const PROGRAMS: [string, number][] = [['VASP', 50], ['Quantum Espresso', 15], ['FHI-aims', 10], ['exciting', 5], ['CP2K', 5], ['ABINIT', 5], ['GPAW', 4], ['CASTEP', 3], ['Gaussian', 2], ['LAMMPS', 1]]
const STRUCTURAL_TYPES: [string, number][] = [['bulk', 70], ['surface', 8], ['2D', 8], ['molecule / cluster', 8], ['1D', 4], ['atom', 2]]
const METHODS: [string, number][] = [['DFT', 80], ['GW', 5], ['BSE', 2], ['DMFT', 2], ['TB', 3], ['EELS', 3], ['XPS', 2], ['NMR', 3]]
const XC: [string, number][] = [['GGA', 60], ['LDA', 15], ['hybrid', 12], ['meta-GGA', 10], ['hyper-GGA', 3]]
const CRYSTAL_SYSTEMS: [string, number][] = [['cubic', 25], ['tetragonal', 18], ['orthorhombic', 17], ['hexagonal', 12], ['trigonal', 10], ['monoclinic', 12], ['triclinic', 6]]
const PROPERTIES = ['electronic.band_structure_electronic', 'electronic.dos_electronic', 'vibrational.phonon', 'mechanical.bulk_modulus', 'geometry_optimization', 'thermodynamic.trajectory', 'spectroscopic.spectra']
const EV = 1.602176634e-19

/** A small, fast, seeded PRNG (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function weighted<T>(rand: () => number, options: [T, number][]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0)
  let pick = rand() * total
  for (const [value, weight] of options) {
    pick -= weight
    if (pick <= 0) return value
  }
  return options[options.length - 1][0]
}

/** Elements with a Zipf-like skew: O in most entries, the heavy and rare ones seldom. */
function pickElements(rand: () => number): string[] {
  const count = weighted(rand, [[1, 10], [2, 30], [3, 35], [4, 15], [5, 10]])
  const chosen = new Set<string>()
  while (chosen.size < count) chosen.add(ELEMENTS[Math.floor(ELEMENTS.length * rand() ** 2.2)])
  return [...chosen]
}

function hill(counts: Map<string, number>): string {
  const symbols = [...counts.keys()]
  const ordered = symbols.includes('C')
    ? ['C', ...(symbols.includes('H') ? ['H'] : []), ...symbols.filter((s) => s !== 'C' && s !== 'H').sort()]
    : symbols.sort()
  return ordered.map((symbol) => `${symbol}${counts.get(symbol) === 1 ? '' : counts.get(symbol)}`).join('')
}

const USERS = Array.from({ length: 200 }, (_, i) => ({ user_id: `user-${i}`, name: `User ${i}` }))

/** N entries (deterministic for a seed), in the shape entries/query returns. */
export function* generateEntries(n: number, seed: number): Generator<IndexedEntry> {
  const rand = random(seed)
  const start = Date.UTC(2014, 0, 1)
  const span = Date.UTC(2024, 9, 1) - start
  for (let i = 0; i < n; i++) {
    const entryId = `bench-${i.toString(36).padStart(8, '0')}`
    const uploadId = `upload-${Math.floor(i / 50)}`
    const elements = pickElements(rand)
    const counts = new Map(elements.map((symbol) => [symbol, 1 + Math.floor(rand() * 4)]))
    const formula = hill(counts)
    const method = weighted(rand, METHODS)
    const simulated = !['EELS', 'XPS', 'NMR'].includes(method)
    const author = USERS[Math.floor(USERS.length * rand() ** 1.5)]
    const uploadTime = new Date(start + span * rand() ** 0.7).toISOString()
    const spaceGroup = 1 + Math.floor(rand() * 230)
    const gap = rand() < 0.4 ? 0 : Math.exp(rand() * 2.5 - 0.5) * EV
    const properties = PROPERTIES.filter(() => rand() < 0.3)
    const published = rand() < 0.9
    yield {
      entry_id: entryId,
      upload_id: uploadId,
      doc: {
        entry_id: entryId,
        upload_id: uploadId,
        entry_name: `${formula} ${method}`,
        mainfile: `calc-${i}/vasprun.xml`,
        entry_type: simulated ? 'VASP' : 'ELN',
        parser_name: simulated ? 'parsers/vasp' : 'parsers/eln',
        upload_create_time: uploadTime,
        entry_create_time: uploadTime,
        published,
        with_embargo: published && rand() < 0.05,
        processed: true,
        main_author: author,
        authors: [author],
        writers: [author],
        viewers: [author],
        writer_groups: [],
        viewer_groups: [],
        datasets: [],
        n_quantities: 100 + Math.floor(rand() * 5000),
        domain: 'dft',
        results: {
          material: {
            material_id: `mat-${formula}-${spaceGroup}`,
            elements,
            n_elements: elements.length,
            chemical_formula_hill: formula,
            chemical_formula_reduced: formula,
            chemical_formula_descriptive: formula,
            structural_type: weighted(rand, STRUCTURAL_TYPES),
            symmetry: { crystal_system: weighted(rand, CRYSTAL_SYSTEMS), space_group_number: spaceGroup },
          },
          method: {
            method_name: method,
            ...(simulated && {
              simulation: { program_name: weighted(rand, PROGRAMS), dft: { xc_functional_type: weighted(rand, XC) } },
            }),
          },
          properties: {
            available_properties: properties,
            ...(properties.includes('electronic.band_structure_electronic') || rand() < 0.5
              ? { electronic: { band_structure_electronic: [{ band_gap: [{ value: gap, type: gap > 0 && rand() < 0.5 ? 'direct' : 'indirect' }] }] } }
              : {}),
          },
        },
      },
    }
  }
}
