import { generateKeyPair, SignJWT, createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonWebKeySet, jwksPath, paths, tokenClaims } from '@member-dashboard/contract'
import { SECRET, call, claimsOf, gateway, login, tempDb } from './test-helpers'
import { createTokenService } from './tokens'

let app: FastifyInstance
const db = tempDb()

beforeAll(() => {
  app = gateway(db.dbPath)
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

const published = async (target = app, prefix = '/api') => {
  const res = await target.inject({ method: 'GET', url: `${prefix}/${jwksPath}` })
  return { res, set: jsonWebKeySet.parse(res.json()) }
}

describe('the JWKS endpoint (decision 095)', () => {
  it('publishes the public signing key without a token: one Ed25519 key, no private part, cacheable', async () => {
    const { res, set } = await published()
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(set.keys).toHaveLength(1)
    expect(set.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' })
    expect(set.keys[0]).not.toHaveProperty('d')
  })

  it('every token the gateway issues (login, group selection, login-as) verifies with the published key', async () => {
    const jwks = createLocalJWKSet((await published()).set)
    const member = await login(app, 'avery')
    const staff = await login(app, 'staff.main')
    const loginAs = await call(app, 'POST', paths.loginAs, staff, { subscriberId: 'EV1000001', domainId: 1 })
    expect(loginAs.statusCode).toBe(200)
    const switched = await call(app, 'POST', paths.groupSelection, await login(app, 'jordan'), {
      groupId: '10002002',
      domain: 1,
    })
    expect(switched.statusCode).toBe(200)
    const tokens = [member, staff, loginAs.json().token as string, switched.json().token as string]
    for (const token of tokens) {
      const { payload, protectedHeader } = await jwtVerify(token, jwks, { algorithms: ['EdDSA'] })
      expect(protectedHeader.kid).toBe((await published()).set.keys[0].kid)
      expect(payload).toEqual(claimsOf(token))
    }
  })

  it('a token signed by any other key, or with the old shared secret (HS256), is refused by the key set and by the gateway', async () => {
    const jwks = createLocalJWKSet((await published()).set)
    const claims = claimsOf(await login(app, 'avery'))
    const kid = (await published()).set.keys[0].kid
    const { privateKey } = await generateKeyPair('EdDSA')
    const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid }).sign(privateKey)
    const sharedSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid })
      .sign(new TextEncoder().encode(SECRET))
    for (const forged of [otherKey, sharedSecret]) {
      await expect(jwtVerify(forged, jwks)).rejects.toThrow()
      expect((await call(app, 'GET', 'account', forged)).statusCode).toBe(401)
    }
  })

  it('the same secret gives the same key (a restarted sandbox keeps its tokens valid); another secret another key', async () => {
    const now = () => new Date()
    const again = createTokenService(SECRET, now)
    const other = createTokenService('another-secret-for-the-sandbox-gateway-0123', now)
    const { set } = await published()
    expect((await again.jwks()).keys[0].kid).toBe(set.keys[0].kid)
    expect((await other.jwks()).keys[0].kid).not.toBe(set.keys[0].kid)
    const { exp: _exp, ...claims } = tokenClaims.parse(claimsOf(await login(app, 'avery')))
    const token = await again.sign(claims)
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'EdDSA', kid: set.keys[0].kid })
    expect((await call(app, 'GET', 'account', token)).statusCode).toBe(200)
  })

  it('is served under the gateway prefix, also when the prefix is empty', async () => {
    const bare = tempDb()
    const root = gateway(bare.dbPath, { prefix: '' })
    try {
      const { res, set } = await published(root, '')
      expect(res.statusCode).toBe(200)
      expect(set.keys[0].kid).toBe((await published()).set.keys[0].kid)
    } finally {
      await root.close()
      bare.cleanup()
    }
  })
})
