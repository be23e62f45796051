/**
 * Forwarded headers are believed only from a configured proxy (TRUST_PROXY, decision 073).
 * Every client-address header that remix-utils' getClientIPAddress reads is removed, then
 * `x-client-ip` is set to the address express derives (the socket's, or the trusted proxy's
 * X-Forwarded-For). X-Forwarded-Host and -Proto are dropped unless a proxy is trusted; then the
 * forwarded host becomes the Host the app sees (brands are chosen by host).
 */
import type { RequestHandler } from 'express'

export const CLIENT_ADDRESS_HEADERS = [
  'x-client-ip',
  'x-forwarded-for',
  'http-x-forwarded-for',
  'fly-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'true-client-ip',
  'x-real-ip',
  'x-cluster-client-ip',
  'x-forwarded',
  'forwarded-for',
  'forwarded',
  'do-connecting-ip',
  'oxygen-buyer-ip',
]

export function clientAddress(options: { trustProxy: boolean }): RequestHandler {
  return (req, _res, next) => {
    const address = req.ip ?? req.socket.remoteAddress ?? ''
    const forwardedHost = req.headers['x-forwarded-host']
    for (const name of CLIENT_ADDRESS_HEADERS) delete req.headers[name]
    delete req.headers['x-forwarded-host']
    if (options.trustProxy && typeof forwardedHost === 'string' && forwardedHost) {
      req.headers.host = forwardedHost.split(',')[0].trim()
    }
    if (!options.trustProxy) delete req.headers['x-forwarded-proto']
    // '::ffff:127.0.0.1' -> '127.0.0.1', so one client has one key.
    req.headers['x-client-ip'] = address.replace(/^::ffff:/, '')
    next()
  }
}
