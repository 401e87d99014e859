/** Generated result rows for the data table demo: deterministic, so the page looks the same each time. */

export const DEMO_ROW_COUNT = 1000

const FORMULAS: [string, string[], number][] = [
  ['Si', ['Si'], 2],
  ['NaCl', ['Cl', 'Na'], 8],
  ['GaAs', ['As', 'Ga'], 8],
  ['TiO2', ['O', 'Ti'], 6],
  ['Fe2O3', ['Fe', 'O'], 30],
  ['CuInSe2', ['Cu', 'In', 'Se'], 16],
  ['MoS2', ['Mo', 'S'], 6],
  ['C', ['C'], 4],
]
const AUTHORS = ['Ada Lovelace', 'Marie Curie', 'Lise Meitner', 'Emmy Noether', 'Rosalind Franklin']

export function demoRows(): Record<string, unknown>[] {
  return Array.from({ length: DEMO_ROW_COUNT }, (_, index) => {
    const [formula, elements, atoms] = FORMULAS[index % FORMULAS.length]
    const cell = 1 + (index % 7)
    return {
      entry_id: `demo-entry-${String(index).padStart(4, '0')}`,
      entry_name: `${formula} supercell ${cell}`,
      results: {
        material: { chemical_formula_hill: formula, elements, n_atoms: atoms * cell ** 3 },
        properties: {
          electronic: { band_gap: [{ value: ((index * 37) % 600) / 100 }] },
          mechanical: { bulk_modulus: 1e10 + index * 1.7e8 },
        },
      },
      upload_create_time: new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString(),
      authors: AUTHORS.slice(0, 1 + (index % AUTHORS.length)).map((name) => ({ name })),
    }
  })
}
