/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let requests in flight finish
 * (at most SHUTDOWN_TIMEOUT_MS, 10 s by default; then the rest are closed), then exit 0.
 */
import type { Server } from 'node:http'
import type { Logger } from './logger'

export function shutdownGracefully(
  server: Server,
  options: { timeoutMs: number; logger: Logger; beforeExit?: () => Promise<void> },
) {
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    options.logger.info({ signal }, 'stopping: finishing requests in flight')
    const force = setTimeout(() => {
      options.logger.warn({ timeoutMs: options.timeoutMs }, 'stopping: closing requests still open')
      server.closeAllConnections()
    }, options.timeoutMs)
    force.unref()
    server.close(() => {
      clearTimeout(force)
      void (options.beforeExit?.() ?? Promise.resolve())
        .catch(() => {})
        .finally(() => {
          options.logger.info('stopped')
          options.logger.flush()
          process.exit(0)
        })
    })
    // Keep-alive connections close as soon as they have no request in flight.
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 100).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
