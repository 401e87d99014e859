/** Shown for an entry that is not there (or not visible to the user), on its Overview and Files tabs. */
export const ENTRY_MISSING_TEXT = 'This entry does not exist.'
