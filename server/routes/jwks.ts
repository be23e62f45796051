import { jwksPath } from '@member-dashboard/contract'
import type { RouteModule } from '../context'

/**
 * The gateway's public signing key as a JSON Web Key Set (decision 095), served without a token
 * like an identity provider's: relying parties (the dashboard's /sso-landing) verify the tokens
 * handed to them with it. Public data; cacheable for a few minutes.
 */
export const jwksRoutes: RouteModule = (app, ctx) => {
  app.get(`/${jwksPath}`, { config: { public: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return ctx.tokens.jwks()
  })
}
