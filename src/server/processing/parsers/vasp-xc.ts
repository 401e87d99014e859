/** VASP's exchange-correlation tags (GGA, METAGGA, LHFCALC/HFSCREEN, POTCAR type) as libxc names. */

export interface XcFunctional {
  exchange: string[]
  correlation: string[]
  hybrid: string[]
}

const GGA_TAGS: Record<string, XcFunctional> = {
  PE: { exchange: ['GGA_X_PBE'], correlation: ['GGA_C_PBE'], hybrid: [] },
  '91': { exchange: ['GGA_X_PW91'], correlation: ['GGA_C_PW91'], hybrid: [] },
  PS: { exchange: ['GGA_X_PBE_SOL'], correlation: ['GGA_C_PBE_SOL'], hybrid: [] },
  RP: { exchange: ['GGA_X_RPBE'], correlation: ['GGA_C_PBE'], hybrid: [] },
  RE: { exchange: ['GGA_X_PBE_R'], correlation: ['GGA_C_PBE'], hybrid: [] },
  AM: { exchange: ['GGA_X_AM05'], correlation: ['GGA_C_AM05'], hybrid: [] },
  CA: { exchange: ['LDA_X'], correlation: ['LDA_C_PZ'], hybrid: [] },
  PZ: { exchange: ['LDA_X'], correlation: ['LDA_C_PZ'], hybrid: [] },
}

const METAGGA_TAGS: Record<string, XcFunctional> = {
  SCAN: { exchange: ['MGGA_X_SCAN'], correlation: ['MGGA_C_SCAN'], hybrid: [] },
  R2SCAN: { exchange: ['MGGA_X_R2SCAN'], correlation: ['MGGA_C_R2SCAN'], hybrid: [] },
  RSCAN: { exchange: ['MGGA_X_RSCAN'], correlation: ['MGGA_C_RSCAN'], hybrid: [] },
  TPSS: { exchange: ['MGGA_X_TPSS'], correlation: ['MGGA_C_TPSS'], hybrid: [] },
  RTPSS: { exchange: ['MGGA_X_RTPSS'], correlation: ['MGGA_C_TPSS'], hybrid: [] },
  M06L: { exchange: ['MGGA_X_M06_L'], correlation: ['MGGA_C_M06_L'], hybrid: [] },
  MBJ: { exchange: ['MGGA_X_MBJ'], correlation: ['LDA_C_PW'], hybrid: [] },
}

/** The functional the pseudopotentials were made for, when the GGA tag is left at '--'. */
function ofPotentials(pseudopotentials: string[]): XcFunctional {
  const first = (pseudopotentials[0] ?? '').trim().toUpperCase()
  if (/^PAW_PBE|^US_PBE|PBE/.test(first)) return GGA_TAGS.PE
  if (/GGA|PW91/.test(first)) return GGA_TAGS['91']
  return GGA_TAGS.CA
}

export function xcFunctionalOf(parameters: Map<string, string>, pseudopotentials: string[]): XcFunctional {
  const isTrue = (key: string) => /^\s*\.?T/i.test(parameters.get(key) ?? '')
  const metaGga = (parameters.get('METAGGA') ?? '').trim().toUpperCase()
  if (isTrue('LHFCALC')) {
    const screening = Number(parameters.get('HFSCREEN') ?? '0')
    if (screening > 0) return { exchange: [], correlation: [], hybrid: ['HYB_GGA_XC_HSE06'] }
    return { exchange: [], correlation: [], hybrid: ['HYB_GGA_XC_PBEH'] }
  }
  if (metaGga && metaGga !== '--' && metaGga !== 'NONE' && METAGGA_TAGS[metaGga]) return METAGGA_TAGS[metaGga]
  const gga = (parameters.get('GGA') ?? '').trim().toUpperCase()
  return GGA_TAGS[gga] ?? ofPotentials(pseudopotentials)
}

/** run.method.dft.xc_functional in NOMAD's shape. */
export function xcFunctionalSection(functional: XcFunctional): Record<string, unknown> {
  const names = [...functional.exchange, ...functional.correlation, ...functional.hybrid].sort()
  return {
    name: names.join('+'),
    ...(functional.exchange.length ? { exchange: functional.exchange.map((name) => ({ name })) } : {}),
    ...(functional.correlation.length ? { correlation: functional.correlation.map((name) => ({ name })) } : {}),
    ...(functional.hybrid.length ? { hybrid: functional.hybrid.map((name) => ({ name })) } : {}),
  }
}
