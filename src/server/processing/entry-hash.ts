import { createHash, type Hash } from 'node:crypto'
import type { FileStore } from '../store/interfaces.js'

/**
 * The entry hash (NOMAD's `entry_hash`): SHA-512 of the mainfile's bytes, 28 URL-safe characters.
 * It changes whenever the mainfile does, so a client that loaded an entry can say which version it
 * edited, and a save over a file changed meanwhile is refused instead of silently replacing it.
 */
export async function entryHashOf(files: FileStore, uploadId: string, mainfile: string): Promise<string | undefined> {
  if (!(await files.exists(uploadId, mainfile))) return undefined
  const hash = createHash('sha512')
  for await (const chunk of await files.readStream(uploadId, mainfile)) hash.update(chunk as Buffer)
  return entryHashDigest(hash)
}

/** The entry hash of a mainfile already read (a parse has its bytes at hand). */
export function entryHashOfBytes(content: Uint8Array): string {
  return entryHashDigest(createHash('sha512').update(content))
}

function entryHashDigest(hash: Hash): string {
  return hash.digest('base64url').slice(0, 28)
}
