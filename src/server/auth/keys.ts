import { randomBytes, randomUUID } from 'node:crypto'
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { exportJWK, generateKeyPair, type JWK } from 'jose'

/** The secrets of the embedded identity provider, kept in <dataDir>/auth/jwks.json. */
export interface AuthKeys {
  /** Private signing keys (JWK, RS256); the first one signs. */
  keys: JWK[]
  /** Keys that sign the provider's cookies; the first one signs. */
  cookieKeys: string[]
}

export const SIGNING_ALG = 'RS256'

export function keysFile(dataDir: string): string {
  return join(dataDir, 'auth', 'jwks.json')
}

/** Reads the keys of a data directory, generating and storing them (mode 0600) at first start. */
export async function loadOrCreateKeys(dataDir: string): Promise<AuthKeys> {
  const file = keysFile(dataDir)
  const existing = await readKeys(file)
  if (existing) return existing
  const keys = await generateKeys()
  await mkdir(join(dataDir, 'auth'), { recursive: true, mode: 0o700 })
  // Written to a private temporary file first, so a crash never leaves a half-written key file.
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 })
  await chmod(temporary, 0o600)
  await rename(temporary, file)
  return keys
}

async function readKeys(file: string): Promise<AuthKeys | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const parsed = JSON.parse(text) as Partial<AuthKeys>
  if (!Array.isArray(parsed.keys) || parsed.keys.length === 0 || !Array.isArray(parsed.cookieKeys) || parsed.cookieKeys.length === 0) {
    throw new Error(`${file} holds no usable keys; remove it to generate new ones (this logs everybody out)`)
  }
  return { keys: parsed.keys, cookieKeys: parsed.cookieKeys }
}

async function generateKeys(): Promise<AuthKeys> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true })
  const jwk = await exportJWK(privateKey)
  return {
    keys: [{ ...jwk, kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
  }
}

const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const

/** The public half of a private JWK. */
export function publicJwk(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk }
  for (const member of privateMembers) delete copy[member]
  return copy as JWK
}
