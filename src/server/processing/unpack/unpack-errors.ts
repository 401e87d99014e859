/** Why an archive was refused; the message names the archive, the member and the reason. */
export class UnpackError extends Error {
  constructor(
    readonly archive: string,
    readonly member: string | undefined,
    readonly reason: string,
  ) {
    super(member === undefined ? `Refused ${archive}: ${reason}` : `Refused ${archive}: ${JSON.stringify(member)} ${reason}`)
  }
}

/** An archive that unpacks to more than limits.maxTotalBytes. */
export class UnpackTooLargeError extends UnpackError {
  constructor(archive: string, maxTotalBytes: number) {
    super(archive, undefined, `unpacks to more than ${maxTotalBytes} bytes`)
  }
}

export interface UnpackLimits {
  /** Sum of the unpacked sizes. */
  maxTotalBytes: number
  /** Unpacked size over packed size, of the whole archive and of each member (zip). */
  maxRatio: number
  /** Number of members (files and folders). */
  maxEntries: number
}

export const DEFAULT_UNPACK_LIMITS: UnpackLimits = {
  maxTotalBytes: 32_000_000_000,
  maxRatio: 200,
  maxEntries: 200_000,
}

/** Members smaller than this are never refused for their ratio (tiny files compress well). */
export const RATIO_EXEMPT_BYTES = 1_000_000

/**
 * The member path as a safe relative path, or the reason it is refused: absolute paths,
 * drive letters, backslashes that hide '..', and '..' segments are never allowed.
 */
export function memberPathProblem(path: string): string | undefined {
  if (path.includes('\0')) return 'contains a NUL character'
  // A name with a line break or another control character could not be shown or named safely.
  const control = [...path].find((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  if (control !== undefined) return `contains a control character (U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`
  if (path.startsWith('/') || path.startsWith('\\')) return 'is an absolute path'
  if (/^[A-Za-z]:/.test(path)) return 'is an absolute path (drive letter)'
  const segments = path.split(/[\\/]/)
  if (segments.includes('..')) return "leaves the upload folder ('..')"
  return undefined
}

/**
 * The member path with '/' as the only separator, as NOMAD unpacks on Linux: a backslash is part of
 * a file or folder name ('data\2024' stays one folder), never a separator.
 */
export function normalizedMemberPath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/')
}
