/** Element symbols by atomic number (index 0 is a placeholder for unknown species). */
export const ELEMENT_SYMBOLS = (
  'X H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr ' +
  'Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu ' +
  'Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr ' +
  'Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og'
).split(' ')

const NUMBER_OF = new Map(ELEMENT_SYMBOLS.map((symbol, index) => [symbol, index]))

export function atomicNumber(symbol: string): number {
  return NUMBER_OF.get(symbol) ?? NUMBER_OF.get(symbol.replace(/[^A-Za-z].*$/, '')) ?? 0
}

/** Covalent radii in ångström (Cordero et al. 2008); 1.5 Å for elements without a value. */
const COVALENT_RADII = [
  0.7, 0.31, 0.28, 1.28, 0.96, 0.84, 0.76, 0.71, 0.66, 0.57, 0.58, 1.66, 1.41, 1.21, 1.11, 1.07, 1.05, 1.02, 1.06, 2.03, 1.76,
  1.7, 1.6, 1.53, 1.39, 1.39, 1.32, 1.26, 1.24, 1.32, 1.22, 1.22, 1.2, 1.19, 1.2, 1.2, 1.16, 2.2, 1.95, 1.9, 1.75, 1.64, 1.54,
  1.47, 1.46, 1.42, 1.39, 1.45, 1.44, 1.42, 1.39, 1.39, 1.38, 1.39, 1.4, 2.44, 2.15, 2.07, 2.04, 2.03, 2.01, 1.99, 1.98, 1.98,
  1.96, 1.94, 1.92, 1.92, 1.89, 1.9, 1.87, 1.87, 1.75, 1.7, 1.62, 1.51, 1.44, 1.41, 1.36, 1.36, 1.32, 1.45, 1.46, 1.48, 1.4,
  1.5, 1.5, 2.6, 2.21, 2.15, 2.06, 2.0, 1.96, 1.9, 1.87, 1.8, 1.69,
]

export function covalentRadius(z: number): number {
  return COVALENT_RADII[z] ?? 1.5
}

/** Colours of common elements (Jmol-like); others get a colour derived from the atomic number. */
const COLORS: Record<number, string> = {
  1: '#ffffff', 2: '#d9ffff', 3: '#cc80ff', 5: '#ffb5b5', 6: '#909090', 7: '#3050f8', 8: '#ff0d0d', 9: '#90e050',
  10: '#b3e3f5', 11: '#ab5cf2', 12: '#8aff00', 13: '#bfa6a6', 14: '#f0c8a0', 15: '#ff8000', 16: '#ffff30', 17: '#1ff01f',
  18: '#80d1e3', 19: '#8f40d4', 20: '#3dff00', 22: '#bfc2c7', 24: '#8a99c7', 25: '#9c7ac7', 26: '#e06633', 27: '#f090a0',
  28: '#50d050', 29: '#c88033', 30: '#7d80b0', 31: '#c28f8f', 32: '#668f8f', 33: '#bd80e3', 34: '#ffa100', 35: '#a62929',
  38: '#00ff00', 47: '#c0c0c0', 50: '#668080', 53: '#940094', 55: '#57178f', 56: '#00c900', 74: '#2194d6', 78: '#d0d0e0',
  79: '#ffd123', 80: '#b8b8d0', 82: '#575961',
}

export function elementColor(z: number): string {
  const known = COLORS[z]
  if (known) return known
  const hue = (z * 47) % 360
  return `hsl(${hue}, 55%, 60%)`
}

/** Radius of the drawn sphere, in ångström. */
export function atomDisplayRadius(z: number): number {
  return 0.4 * covalentRadius(z) + 0.15
}
