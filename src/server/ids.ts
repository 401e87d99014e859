import { createHash, randomBytes } from 'node:crypto'

/**
 * NOMAD's id scheme: SHA-512 over the UTF-8 parts, in order, base64 with the URL-safe alphabet
 * ('-' and '_'), cut to `length` characters.
 */
export function websafeHash(parts: string[], length = 28): string {
  const hash = createHash('sha512')
  for (const part of parts) hash.update(part, 'utf8')
  return hash.digest('base64url').slice(0, length)
}

/** The entry id of a mainfile in an upload (spec 1 §9): 28 URL-safe characters. */
export function entryIdOf(uploadId: string, mainfile: string): string {
  return websafeHash([uploadId, mainfile], 28)
}

/** A new random upload id: 22 URL-safe characters, like NOMAD's. */
export function newUploadId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22)
}
