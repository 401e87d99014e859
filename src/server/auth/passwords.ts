import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
const COST = { N: 16384, r: 8, p: 1 }

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** Hashes a password with scrypt and a random salt: `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST, KEY_LENGTH)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  if (![N, r, p].every(Number.isSafeInteger)) return false
  const salt = Buffer.from(parts[4], 'base64url')
  const expected = Buffer.from(parts[5], 'base64url')
  if (expected.length === 0) return false
  try {
    const actual = await derive(password, salt, { N, r, p }, expected.length)
    return timingSafeEqual(actual, expected)
  } catch {
    // Parameters scrypt refuses (too costly, not a power of two) never match.
    return false
  }
}

let decoyHash: Promise<string> | undefined

/** Spends the time of one password check, so unknown usernames cannot be told apart by timing. */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await decoyHash)
}
