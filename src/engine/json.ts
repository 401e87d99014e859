/** A JSON object (not null, not a list): what sections, configs and API answers are made of. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
