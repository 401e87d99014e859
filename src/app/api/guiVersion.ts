import { version } from '../../../package.json'

/** The version of this GUI build; the API client compares it with the server's (VersionMismatch). */
export const guiVersion: string = version
