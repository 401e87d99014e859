import type { ArchiveJson } from '../parsers/types.js'

const asJson = (value: unknown): ArchiveJson | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ArchiveJson) : undefined
const first = (value: unknown): ArchiveJson | undefined => (Array.isArray(value) ? asJson(value[0]) : undefined)

/** NOMAD's xc_functional_type (Jacob's ladder rung) of libxc names. */
export function xcFunctionalTypeOf(names: readonly string[]): string {
  if (names.length === 0) return 'unavailable'
  if (names.some((name) => name.startsWith('HYB_'))) return 'hybrid'
  if (names.some((name) => name.startsWith('MGGA_'))) return 'meta-GGA'
  if (names.some((name) => name.startsWith('GGA_'))) return 'GGA'
  if (names.some((name) => name.startsWith('LDA_'))) return 'LDA'
  return 'unavailable'
}

/** The libxc names of run.method[0].dft.xc_functional, sorted. */
export function xcFunctionalNamesOf(xcFunctional: ArchiveJson | undefined): string[] {
  const names: string[] = []
  for (const part of ['exchange', 'correlation', 'hybrid', 'contributions']) {
    const items = xcFunctional?.[part]
    if (Array.isArray(items)) for (const item of items) if (typeof asJson(item)?.name === 'string') names.push(asJson(item)!.name as string)
  }
  return [...new Set(names)].sort()
}

/** results.method of a DFT run (program, xc functional, basis set), as NOMAD's method normaliser writes it. */
export function methodResults(run: ArchiveJson, workflowName: string | undefined): ArchiveJson {
  const program = asJson(run.program) ?? {}
  const method = first(run.method) ?? {}
  const dftMethod = asJson(method.dft)
  const names = xcFunctionalNamesOf(asJson(dftMethod?.xc_functional))
  const type = xcFunctionalTypeOf(names)
  const dft: ArchiveJson = {
    basis_set_type: first(method.basis_set)?.type ?? 'unavailable',
    xc_functional_type: type,
    jacobs_ladder: type,
    xc_functional_names: names,
  }
  const atomParameters = Array.isArray(method.atom_parameters) ? method.atom_parameters.map(asJson) : []
  if (atomParameters.some((parameters) => typeof parameters?.pseudopotential_name === 'string')) dft.core_electron_treatment = 'pseudopotential'
  const threshold = asJson(method.scf)?.threshold_energy_change
  if (typeof threshold === 'number') dft.scf_threshold_energy_change = threshold
  const spinChannels = asJson(method.electronic)?.n_spin_channels
  if (typeof spinChannels === 'number') dft.spin_polarized = spinChannels === 2
  const smearing = asJson(asJson(method.electronic)?.smearing)
  if (typeof smearing?.kind === 'string') dft.smearing_kind = smearing.kind
  if (typeof smearing?.width === 'number') dft.smearing_width = smearing.width
  return {
    method_name: dftMethod ? 'DFT' : 'unavailable',
    ...(workflowName ? { workflow_name: workflowName } : {}),
    simulation: {
      ...(typeof program.name === 'string' ? { program_name: program.name } : {}),
      ...(typeof program.version === 'string' ? { program_version: program.version } : {}),
      ...(dftMethod ? { dft } : {}),
    },
  }
}
