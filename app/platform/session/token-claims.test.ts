import { describe, expect, it } from 'vitest'
import { token } from '../../../tests/fake-gateway'
import { readClaims } from './token-claims'

describe('readClaims: the one reading of a token (issue 43)', () => {
  it("reads a gateway token's claims", () => {
    expect(readClaims(token({ sub: 'u-avery', domainId: 2 }))).toMatchObject({ sub: 'u-avery', domainId: 2 })
  })

  it.each([undefined, null, '', 'not-a-jwt', 'a.b.c'])('has no claims for %j', (value) => {
    expect(readClaims(value)).toBeNull()
  })

  it('has no claims for a JWT that does not carry the contract claims', () => {
    const header = Buffer.from('{"alg":"none"}').toString('base64url')
    const payload = Buffer.from('{"sub":"x"}').toString('base64url')
    expect(readClaims(`${header}.${payload}.`)).toBeNull()
  })
})
