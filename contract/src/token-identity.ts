/**
 * A token is the token it is, not its spelling (issue 42, decision 215). base64url leaves unused
 * bits in a segment's last character (4 when the segment's length is 2 mod 4, 2 when it is 3 mod
 * 4), so one signature can be written in up to 16 ways that decode to the same bytes, and a list
 * of revoked strings misses 15 of them. The rule, shared by the dashboard and the sandbox gateway:
 * - **Canonical form**: a compact JWS is three segments of the base64url alphabet only (no
 *   padding, no spaces), each equal to the re-encoding of the bytes it decodes to. Anything else
 *   is refused before its signature is even looked at.
 * - **Identity**: a canonical token is named by its `jti` when it carries one (the gateway's tokens
 *   do: one per issued token), else by its signed content (protected header and payload, not the
 *   signature: a second valid signature over the same content, as ECDSA allows, is the same
 *   token). Revocation is keyed by this identity.
 * Pure: no I/O.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const VALUE = new Map([...ALPHABET].map((char, index) => [char, index]))

/**
 * The bytes of a base64url text (no padding). Unused low bits of the last character are ignored,
 * as decoders do; null when a character is outside the alphabet or the length is impossible
 * (1 mod 4).
 */
export function decodeBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8))
  let buffer = 0
  let bits = 0
  let at = 0
  for (const char of text) {
    const value = VALUE.get(char)
    if (value === undefined) return null
    buffer = ((buffer << 6) | value) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[at++] = (buffer >> bits) & 0xff
    }
  }
  return bytes
}

/** The one base64url spelling of some bytes (no padding, unused bits zero). */
export function encodeBase64url(bytes: Uint8Array): string {
  let text = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff
    bits += 8
    while (bits >= 6) {
      bits -= 6
      text += ALPHABET[(buffer >> bits) & 63]
    }
  }
  if (bits > 0) text += ALPHABET[(buffer << (6 - bits)) & 63]
  return text
}

/** Whether a segment is the re-encoding of the bytes it decodes to (its one canonical spelling). */
export function isCanonicalSegment(segment: string): boolean {
  const bytes = decodeBase64url(segment)
  return bytes !== null && encodeBase64url(bytes) === segment
}

/** Whether a token is a compact JWS in canonical form: three non-empty canonical segments. */
export function isCanonicalJws(token: string): boolean {
  const segments = token.split('.')
  return segments.length === 3 && segments.every((segment) => segment !== '' && isCanonicalSegment(segment))
}

function payloadOf(segment: string): Record<string, unknown> | null {
  const bytes = decodeBase64url(segment)
  if (!bytes) return null
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * What names a token (to be hashed by whoever keeps a list of them): `jti:<jti>` when its payload
 * carries a non-empty string `jti`, else `jws:<header>.<payload>`; null for a token that is not a
 * canonical compact JWS with a JSON object as payload (such a token is refused, never listed).
 */
export function tokenIdentity(token: string): string | null {
  if (!isCanonicalJws(token)) return null
  const [header, payload] = token.split('.')
  const claims = payloadOf(payload)
  if (!claims) return null
  const jti = claims.jti
  return typeof jti === 'string' && jti !== '' ? `jti:${jti}` : `jws:${header}.${payload}`
}
