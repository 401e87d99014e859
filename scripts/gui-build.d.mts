/** Whether dist/gui is missing or older than any of the GUI's sources. */
export function guiIsStale(): boolean
/** Builds the GUI when it is missing or stale (vite, as `npm run build` does). */
export function buildGuiIfStale(): Promise<void>
