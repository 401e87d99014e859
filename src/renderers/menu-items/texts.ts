/** Texts of the filter menu quoted in spec 2 (word for word). */
export const NO_OPTIONS_TEXT = 'No options available with current query.'
export const OPTIMADE_PARSE_ERROR = 'The given OPTiMaDe query can not be parsed.'
export const NO_CUSTOM_QUANTITIES_TEXT =
  'Could not find valid quantities to search for. Make sure that you have access to the data and that the metainfo associated with the quantities can be loaded correctly.'
export const rangeMessages = {
  invalidStart: 'Invalid start date.',
  invalidEnd: 'Invalid end date.',
  invalidMin: 'Invalid minimum value.',
  invalidMax: 'Invalid maximum value.',
  largerThanMax: 'Cannot be larger than maximum value.',
  smallerThanMin: 'Cannot be smaller than minimum value.',
} as const
