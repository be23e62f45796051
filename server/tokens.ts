import { SignJWT, jwtVerify } from 'jose'
import { tokenClaims, type TokenClaims } from '@member-dashboard/contract'

export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60

export interface TokenService {
  sign(claims: Omit<TokenClaims, 'exp'>): Promise<string>
  verify(token: string): Promise<TokenClaims | null>
}

/** HS256 JWTs carrying exactly the contract's `tokenClaims`, valid for 2 hours of the gateway's clock. */
export function createTokenService(secret: string, now: () => Date): TokenService {
  const key = new TextEncoder().encode(secret)
  return {
    async sign({ sub, ...claims }) {
      const exp = Math.floor(now().getTime() / 1000) + TOKEN_LIFETIME_SECONDS
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setExpirationTime(exp)
        .sign(key)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() })
        const parsed = tokenClaims.safeParse(payload)
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
  }
}
