/**
 * Entry of the sandbox gateway (bundled to build/gateway/index.js; `npm run gateway`).
 * Environment: GATEWAY_PORT, GATEWAY_HOST, GATEWAY_DB_PATH, GATEWAY_JWT_SECRET, GATEWAY_PREFIX,
 * SANDBOX_LATENCY_MS (every call answers after that delay; default 0).
 */
import { buildGateway } from './app'
import { readEnv } from './config'
import { logEvent, stdoutWrite } from './log'

const config = readEnv()
if (!config.ok) {
  process.stderr.write(`${config.message}\n`)
  process.exit(1)
}
const env = config.env
if (env.usingDevSecret) {
  logEvent(stdoutWrite, 'warn', 'GATEWAY_JWT_SECRET is not set: using the fixed development secret')
}

const app = buildGateway({
  dbPath: env.GATEWAY_DB_PATH,
  jwtSecret: env.jwtSecret,
  prefix: env.GATEWAY_PREFIX,
  latencyMs: env.SANDBOX_LATENCY_MS,
})

let closing = false
async function shutdown(signal: string) {
  if (closing) {
    process.exit(1)
  }
  closing = true
  logEvent(stdoutWrite, 'info', 'gateway stopping', { signal })
  try {
    await app.close()
    process.exit(0)
  } catch (error) {
    logEvent(stdoutWrite, 'error', 'gateway did not stop cleanly', { error: (error as Error).name })
    process.exit(1)
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

try {
  const address = await app.listen({ port: env.GATEWAY_PORT, host: env.GATEWAY_HOST })
  logEvent(stdoutWrite, 'info', 'gateway listening', {
    url: `${address}${env.GATEWAY_PREFIX}`,
    db: env.GATEWAY_DB_PATH,
  })
} catch (error) {
  process.stderr.write(`Gateway could not start: ${(error as Error).message}\n`)
  process.exit(1)
}
