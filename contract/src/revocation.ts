/**
 * Token revocation (decision 137), in the manner of RFC 7009: the dashboard tells the gateway
 * that a token it handed out has ended (logout, password change, a staff switch, a time-out).
 * The call is optional: a gateway without it answers 404 and the dashboard's own list of revoked
 * tokens still holds. Served without a bearer token (the token in the body is the credential);
 * the answer is 200 whether the token was valid, unknown or revoked already.
 */
import { z } from 'zod'

/** Path of the call, relative to the gateway prefix (like the calls in `paths`). */
export const revocationPath = 'auth/revoke'

export const tokenRevocationRequest = z.object({
  token: z.string().min(1).max(4096),
  token_type_hint: z.literal('access_token').optional(),
})
export type TokenRevocationRequest = z.infer<typeof tokenRevocationRequest>
