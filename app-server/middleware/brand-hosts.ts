/**
 * Only configured brand hosts are served (decision 090): a request whose Host header (after
 * client-address, which takes a trusted proxy's X-Forwarded-Host) is not one of BRAND_HOSTS, or
 * whose target is not a path (absolute-form `GET http://other/`), gets the short 421 page before
 * anything else runs, so an unknown host never reaches a route or an absolute link. /healthz and
 * /readyz answer on any host: probes call them by address.
 */
import type { RequestHandler } from 'express'
import { isBrandHost } from '~/platform/config/brands'
import type { DomainId } from '@member-dashboard/contract'
import { sendRefusal } from '../forbidden-page'
import type { Logger } from '../logger'

const HOST_AGNOSTIC = new Set(['/healthz', '/readyz'])

export function brandHostsOnly(options: { hosts: Record<string, DomainId>; logger: Logger }): RequestHandler {
  return (req, res, next) => {
    const originForm = req.url.startsWith('/')
    if (originForm && (req.method === 'GET' || req.method === 'HEAD') && HOST_AGNOSTIC.has(req.path))
      return next()
    if (originForm && isBrandHost(req.headers.host ?? null, options.hosts)) return next()
    sendRefusal(req, res, 421, { logger: options.logger, reason: 'host' })
  }
}
