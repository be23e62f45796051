import { revocationPath, tokenRevocationRequest } from '@member-dashboard/contract'
import type { RouteModule } from '../context'
import { parseInput } from '../errors'
import { revocationList } from '../revocation'

/**
 * `POST auth/revoke` (decision 137, RFC 7009's manner): a genuine token is refused on every call
 * from now until it expires, and a login-as session it carried ends in the account activity
 * record. 200 for any token, valid or not, as RFC 7009 says.
 */
export const revocationRoutes: RouteModule = (app, ctx) => {
  const revoked = revocationList(ctx.db, () => Math.floor(ctx.now().getTime() / 1000))
  app.post(`/${revocationPath}`, { config: { public: true } }, async (request) => {
    const { token } = parseInput(tokenRevocationRequest, request.body, 'revocation request')
    const claims = await ctx.tokens.verify(token)
    if (claims) {
      revoked.add(token, claims.exp)
      // A revoked login-as token ends its staff access session now (issue 23's record).
      ctx.activity.staffAccessEnded(token)
    }
    return {}
  })
}
