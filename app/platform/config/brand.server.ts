import { brands, domainForHost, type Brand } from './brands'
import { env } from './env.server'

/** The brand of this request, from its Host header (X-Forwarded-Host is not trusted). */
export function brandForRequest(request: Request): Brand {
  const host = request.headers.get('host') ?? new URL(request.url).host
  return brands[domainForHost(host, env.brandHosts)]
}
