/** What entry/query and entry/pid say when they find nothing (spec 1 §8). No React. */

export const LOOKUP_MISSING_LOGGED_IN = 'This URL points to an entry that either does not exist, or that you are not authorized to see.'
export const LOOKUP_MISSING_ANONYMOUS =
  'This URL points to an entry that either does not exist, or that is not publically visibile. Please login; you might be authorized to view it.'

/** External ids of the Materials Project start with 'mp-'. */
export const isMaterialsProjectId = (externalId: string | undefined): externalId is string => Boolean(externalId?.startsWith('mp-'))

export const materialsProjectMissing = (externalId: string) =>
  `The Materials Project entry ${externalId} has not yet been provided to this deployment by the external materials database.`

export const materialsProjectUrl = (externalId: string) => `https://next-gen.materialsproject.org/materials/${encodeURIComponent(externalId)}`
