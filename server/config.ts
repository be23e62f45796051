import { z } from 'zod'

export const DEV_JWT_SECRET = 'sandbox-gateway-development-secret-do-not-use-in-production'

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** The gateway's environment, validated once at start. */
export const gatewayEnv = z
  .object({
    NODE_ENV: z.preprocess(blankIsUnset, z.string().optional()),
    GATEWAY_PORT: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(65535).default(3100)),
    GATEWAY_HOST: z.preprocess(blankIsUnset, z.string().min(1).default('127.0.0.1')),
    GATEWAY_DB_PATH: z.preprocess(blankIsUnset, z.string().min(1).default('data/gateway.sqlite')),
    GATEWAY_JWT_SECRET: z.preprocess(
      blankIsUnset,
      z.string().min(32, 'GATEWAY_JWT_SECRET must be at least 32 characters').optional(),
    ),
    /** An artificial delay (ms) before every answer: the bench's waterfall check (decision 111). */
    SANDBOX_LATENCY_MS: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(60_000).default(0)),
    GATEWAY_PREFIX: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^(\/[A-Za-z0-9._~-]+)*\/?$/, 'GATEWAY_PREFIX must look like /api (or be empty)')
        .default('/api'),
    ),
  })
  .superRefine((env, issue) => {
    if (env.NODE_ENV === 'production' && !env.GATEWAY_JWT_SECRET) {
      issue.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['GATEWAY_JWT_SECRET'],
        message: 'GATEWAY_JWT_SECRET is required when NODE_ENV=production',
      })
    }
  })

export type GatewayEnv = z.infer<typeof gatewayEnv>

export function readEnv(
  env: Record<string, string | undefined> = process.env,
):
  | { ok: true; env: GatewayEnv & { jwtSecret: string; usingDevSecret: boolean } }
  | { ok: false; message: string } {
  const parsed = gatewayEnv.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`)
    return { ok: false, message: `Invalid gateway configuration:\n${lines.join('\n')}` }
  }
  const secret = parsed.data.GATEWAY_JWT_SECRET
  return {
    ok: true,
    env: { ...parsed.data, jwtSecret: secret ?? DEV_JWT_SECRET, usingDevSecret: secret === undefined },
  }
}
