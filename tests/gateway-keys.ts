/**
 * The gateway's signing keys for route tests (decision 095): an Ed25519 key pair, its published
 * key set (answer it at `GET .well-known/jwks.json` of the fake gateway) and tokens signed with it.
 * `forge` signs the same claims with another key under the same key id.
 */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'
import { memberClaims, type Claims } from './fake-gateway'

export const JWKS_CALL = 'GET .well-known/jwks.json'

const claimsWith = (claims: Claims): JWTPayload => memberClaims(claims)

async function signWith(key: CryptoKey, kid: string, claims: Claims, alg = 'EdDSA') {
  return new SignJWT(claimsWith(claims)).setProtectedHeader({ alg, typ: 'JWT', kid }).sign(key)
}

export async function gatewayKeys(kid = 'gateway-key-1') {
  const pair = await generateKeyPair('EdDSA', { extractable: true })
  const other = await generateKeyPair('EdDSA')
  const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid, alg: 'EdDSA', use: 'sig' }] }
  return {
    jwks,
    /** A token the gateway issued (signed with its private key). */
    sign: (claims: Claims = {}) => signWith(pair.privateKey, kid, claims),
    /** The same claims signed with another key under the gateway's key id. */
    forge: (claims: Claims = {}) => signWith(other.privateKey, kid, claims),
  }
}
