import { brands, domainForHost, publicOriginFor, type Brand } from './brands'
import { env } from './env.server'

/** The brand of this request, from its Host header (X-Forwarded-Host is not trusted). */
export function brandForRequest(request: Request): Brand {
  const host = request.headers.get('host') ?? new URL(request.url).host
  return brands[domainForHost(host, env.brandHosts)]
}

/**
 * The origin this request's absolute links are built on (decision 090): the brand host's
 * PUBLIC_ORIGINS entry, else the configured brand host with the request's port. Never an unknown
 * Host header (the app server refuses those before a route runs, and this never echoes one).
 */
export function publicOrigin(request: Request): string {
  return publicOriginFor(request.headers.get('host'), {
    hosts: env.brandHosts,
    publicOrigins: env.publicOrigins,
    protocol: new URL(request.url).protocol === 'https:' ? 'https' : 'http',
  })
}
