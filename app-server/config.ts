/**
 * The app server's own settings (the app's are in app/platform/config/env.server.ts, which also
 * validates the variables shared by both, such as TRUST_PROXY and the hand-off URLs).
 */
import { z } from 'zod'

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().optional(),
  /** How long SIGTERM waits for requests in flight before closing what is left. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export function serverConfig(source: Record<string, string | undefined> = process.env) {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  const value = result.data
  return {
    port: value.PORT,
    host: value.HOST,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    logLevel: value.LOG_LEVEL,
  }
}

/** Express's 'trust proxy' value from TRUST_PROXY: a hop count, true/false, or addresses/CIDRs. */
export function trustProxySetting(value: string | null): boolean | number | string {
  if (!value || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
}
