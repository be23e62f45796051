import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt hashes with a per-secret random salt, stored as `scrypt$N$r$p$salt$hash` (base64).
 * Used for passwords and for security answers (answers are normalised first).
 */
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32

function scryptAsync(secret: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${hash.toString('base64')}`
}

export function hashSecretSync(secret: string): string {
  const salt = randomBytes(16)
  return format(salt, scryptSync(secret, salt, KEY_LENGTH, COST))
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  return format(salt, await scryptAsync(secret, salt, KEY_LENGTH, COST))
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash of nothing anyone knows, checked for unknown users so timing does not reveal them. */
export const decoyHash = hashSecretSync(randomBytes(16).toString('hex'))

/** Security answers compare case- and space-insensitively. */
export const normalizeAnswer = (answer: string) => answer.trim().replace(/\s+/g, ' ').toLowerCase()
