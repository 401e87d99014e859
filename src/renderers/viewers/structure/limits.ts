/** Spec 3 §4.2 and §9: size rules of the structure viewer. */
export const BONDS_SHOWN_BELOW = 50
export const BONDS_DISABLED_ABOVE = 500
export const REDUCED_DETAIL_ABOVE = 3000
export const DEFAULT_SIZE_LIMIT = 40000

export const tooLargeText = (limit: number, n: number) =>
  `Visualization is by default disabled for systems with more than ${limit} atoms. Do you wish to enable visualization for this system with ${n} atoms?`

export const NO_WEBGL_TEXT = 'Your browser does not support WebGL, so this visualization cannot be shown.'
export const STRUCTURE_ERROR = 'Could not load structure.'
export const DOWNLOAD_UNAVAILABLE = 'File download not available for this system'

export interface ViewerDefaults {
  bondsEnabled: boolean
  bondsShown: boolean
  reducedDetail: boolean
  needsConfirmation: boolean
}

export function viewerDefaults(nAtoms: number, sizeLimit = DEFAULT_SIZE_LIMIT): ViewerDefaults {
  const bondsEnabled = nAtoms <= BONDS_DISABLED_ABOVE
  return {
    bondsEnabled,
    bondsShown: bondsEnabled && nAtoms < BONDS_SHOWN_BELOW,
    reducedDetail: nAtoms > REDUCED_DETAIL_ABOVE,
    needsConfirmation: nAtoms > sizeLimit,
  }
}
