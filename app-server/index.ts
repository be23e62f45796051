/**
 * Starts the dashboard: `node <BUILD_DIR>/app-server/index.js` serves the Remix build beside it
 * (`<BUILD_DIR>/server/index.js`, assets in `<BUILD_DIR>/client`) on PORT (decision 070).
 */
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join } from 'node:path'
import { format } from 'node:util'
import type { ServerBuild } from '@remix-run/node'
import { env } from '~/platform/config/env.server'
import { closeRedis } from '~/platform/session/redis.server'
import { createApp } from './app'
import { serverConfig } from './config'
import { createLogger } from './logger'
import { startMetrics } from './metrics-start'
import { shutdownGracefully } from './shutdown'

const config = (() => {
  try {
    return serverConfig()
  } catch (error) {
    console.error(`[app-server] ${(error as Error).message}`)
    process.exit(1)
  }
})()
const logger = createLogger(config.logLevel)
// Everything the process prints is a JSON line: the Remix runtime's own warnings and errors too.
console.log = (...args: unknown[]) => logger.info(format(...args))
console.info = (...args: unknown[]) => logger.info(format(...args))
console.warn = (...args: unknown[]) => logger.warn(format(...args))
console.error = (...args: unknown[]) => logger.error(format(...args))
const buildDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild

const clientDir = join(buildDir, 'client')
const metrics = await startMetrics({ build, clientDir, logger }).catch((error: Error) => {
  logger.fatal({ message: error.message }, 'metrics could not start')
  logger.flush()
  process.exit(1)
})
const app = createApp({ build, clientDir, logger, metrics: metrics?.middleware })
const server = app.listen(config.port, config.host ?? '0.0.0.0', () => {
  logger.info(
    { port: config.port, sessions: env.redisUrl ? 'redis' : 'file', nodeEnv: env.nodeEnv },
    `dashboard listening on http://localhost:${config.port}`,
  )
})
// Slow clients may not hold a connection for ever; keep-alive a bit longer than common proxies'.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

shutdownGracefully(server, {
  timeoutMs: config.shutdownTimeoutMs,
  logger,
  beforeExit: async () => {
    await closeRedis()
    await metrics?.close()
  },
})

process.on('unhandledRejection', (reason) => {
  logger.error({ error: (reason as Error)?.name, message: (reason as Error)?.message }, 'unhandled rejection')
})
