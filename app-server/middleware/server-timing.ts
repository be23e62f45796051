/**
 * `Server-Timing` on every answer (issue 14, decision 112): gateway wall-clock time (with the
 * number of calls), the document's render time and the total, so an operator (or the browser's
 * network panel) sees where a slow page spends its time. The record is opened here and filled by
 * the gateway client and entry.server.tsx (~/platform/server-timing.server); the header is written
 * just before the status line goes, when the loaders and the render of the shell are done.
 * Durations only: no path, id or member data.
 */
import type { RequestHandler } from 'express'
import { serverTimingValue, withRequestTiming } from '~/platform/server-timing.server'

export function serverTiming(): RequestHandler {
  return (_req, res, next) =>
    withRequestTiming((timing) => {
      const writeHead = res.writeHead
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
        if (!this.headersSent) this.setHeader('Server-Timing', serverTimingValue(timing))
        return writeHead.apply(this, args)
      } as typeof res.writeHead
      next()
    })
}
