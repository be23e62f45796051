import { describe, expect, it } from 'vitest'
import {
  decodeBase64url,
  encodeBase64url,
  isCanonicalJws,
  isCanonicalSegment,
  tokenIdentity,
} from './token-identity'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** A 64-byte signature (Ed25519's size): 86 characters, the last one with 4 unused bits. */
const signature = Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37 + 11) & 0xff)).toString(
  'base64url',
)
const header = b64({ alg: 'EdDSA', typ: 'JWT', kid: 'k1' })
const payload = b64({ sub: '1', exp: 2_000_000_000, jti: 'id-1' })
const token = `${header}.${payload}.${signature}`

/** Every spelling of a segment's last character that decodes to the same bytes, itself included. */
const spellings = (segment: string) => {
  const bytes = Buffer.from(segment, 'base64url')
  return [...ALPHABET]
    .map((char) => segment.slice(0, -1) + char)
    .filter((other) => Buffer.from(other, 'base64url').equals(bytes))
}

describe('base64url, both ways', () => {
  it("decodes and encodes as node's Buffer does, for every length of 0 to 40 bytes", () => {
    for (let length = 0; length <= 40; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 91 + length) & 0xff))
      const text = bytes.toString('base64url')
      expect(encodeBase64url(bytes)).toBe(text)
      expect(Buffer.from(decodeBase64url(text)!)).toEqual(bytes)
    }
  })

  it('decodes nothing outside the alphabet or of an impossible length', () => {
    for (const text of ['ab+c', 'ab/c', 'abc=', 'ab c', 'a', 'abcde', 'ab.c', 'äbc'])
      expect(decodeBase64url(text), text).toBeNull()
  })
})

describe('canonical form', () => {
  it("a segment's last character has 16 spellings when 4 bits are unused, 4 when 2 are: only one is canonical", () => {
    const sixteen = spellings(signature)
    expect(sixteen).toHaveLength(16)
    expect(sixteen.filter(isCanonicalSegment)).toEqual([signature])
    const three = Buffer.from('ab').toString('base64url')
    expect(three).toHaveLength(3)
    expect(spellings(three)).toHaveLength(4)
    expect(spellings(three).filter(isCanonicalSegment)).toEqual([three])
  })

  it('a token is canonical only with three non-empty canonical segments', () => {
    expect(isCanonicalJws(token)).toBe(true)
    for (const other of spellings(signature).filter((s) => s !== signature))
      expect(isCanonicalJws(`${header}.${payload}.${other}`)).toBe(false)
    const lastOfPayload = spellings(payload).find((s) => s !== payload)
    if (lastOfPayload) expect(isCanonicalJws(`${header}.${lastOfPayload}.${signature}`)).toBe(false)
    for (const bad of [
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.x`,
      `${header}..${signature}`,
      `${header}.${payload}.`,
      `${header}.${payload}.${signature}=`,
      `${header}.${payload}.${signature}==`,
      ` ${token}`,
      `${token}\n`,
      `${header}.${payload}.${signature.replaceAll('-', '+').replaceAll('_', '/')}x`,
      token.replace('.', '%2E'),
    ])
      expect(isCanonicalJws(bad), bad).toBe(false)
  })

  it('standard base64 (+ and /) is not base64url', () => {
    const withPlus = Buffer.from([0xfb, 0xff, 0xbf]).toString('base64')
    expect(withPlus).toMatch(/[+/]/)
    expect(isCanonicalSegment(withPlus)).toBe(false)
  })
})

describe('identity', () => {
  it('a token with a jti is named by it', () => {
    expect(tokenIdentity(token)).toBe('jti:id-1')
  })

  it('two tokens with another jti are two tokens; the same jti is the same token whatever the signature', () => {
    const other = `${header}.${b64({ sub: '1', exp: 2_000_000_000, jti: 'id-2' })}.${signature}`
    expect(tokenIdentity(other)).toBe('jti:id-2')
    const resigned = `${header}.${payload}.${Buffer.alloc(64, 7).toString('base64url')}`
    expect(tokenIdentity(resigned)).toBe(tokenIdentity(token))
  })

  it('without a jti (or with an empty or non-string one): its signed content, header and payload, without the signature', () => {
    for (const claims of [{ sub: '1' }, { sub: '1', jti: '' }, { sub: '1', jti: 7 }]) {
      const body = b64(claims)
      expect(tokenIdentity(`${header}.${body}.${signature}`)).toBe(`jws:${header}.${body}`)
      expect(tokenIdentity(`${header}.${body}.${Buffer.alloc(64).toString('base64url')}`)).toBe(
        `jws:${header}.${body}`,
      )
    }
  })

  it('none for a token that is not canonical, whose payload is not a JSON object, or not UTF-8', () => {
    const other = spellings(signature).find((s) => s !== signature)!
    expect(tokenIdentity(`${header}.${payload}.${other}`)).toBeNull()
    expect(tokenIdentity(`${header}.${b64([1, 2])}.${signature}`)).toBeNull()
    expect(tokenIdentity(`${header}.${b64(null)}.${signature}`)).toBeNull()
    expect(
      tokenIdentity(`${header}.${Buffer.from('not json').toString('base64url')}.${signature}`),
    ).toBeNull()
    expect(
      tokenIdentity(`${header}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.${signature}`),
    ).toBeNull()
    expect(tokenIdentity('not-a-token')).toBeNull()
  })
})
