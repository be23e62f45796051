/**
 * The app server's metrics at start-up (decision 081): nothing at all without METRICS_PORT;
 * otherwise the registry, the request middleware for `createApp` and the metrics port, closed
 * last on shutdown (a scrape during the drain still answers).
 */
import type { Server } from 'node:http'
import type { ServerBuild } from '@remix-run/node'
import { env } from '~/platform/config/env.server'
import { redisClient } from '~/platform/session/redis.server'
import type { Logger } from './logger'
import { createMetrics, metricsConfig, publicFiles, startMetricsServer } from './metrics'
import { countFileSessions, countRedisSessions, within, type SessionCount } from './metrics-sessions'

export async function startMetrics(options: { build: ServerBuild; clientDir: string; logger: Logger }) {
  const config = metricsConfig()
  if (config.port === null) return null
  const countSessions = async (): Promise<SessionCount> =>
    env.redisUrl
      ? { store: 'redis', count: await within(countRedisSessions(redisClient(env.redisUrl)), 2_000) }
      : { store: 'file', count: await within(countFileSessions(env.sessionStoreDir), 2_000) }
  const metrics = createMetrics({
    routes: options.build.routes,
    publicFiles: publicFiles(options.clientDir),
    countSessions,
    processMetrics: true,
  })
  const server: Server = await startMetricsServer(
    metrics,
    { port: config.port, host: config.host, token: config.token },
    options.logger,
  )
  return {
    middleware: metrics.middleware,
    async close() {
      metrics.stop()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
