/**
 * The app's environment, validated once by this zod schema at start-up. A bad value stops the
 * server with a clear message. Import `env` from here; the app reads process.env nowhere else
 * (the app server's own settings are app-server/config.ts and app-server/metrics.ts).
 */
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { defaultCookieSecureMode } from '~/platform/security/cookie-secure'
import { defaultBrandHosts, parseBrandHosts, parsePublicOrigins } from './brands'
import { walletSettingsFrom } from './wallet-settings.server'

const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    GATEWAY_URL: z.string().url().default('http://127.0.0.1:3100/api'),
    /** Base URL the browser uses for the outside systems (CRM SSO, eBill); defaults to GATEWAY_URL. */
    GATEWAY_PUBLIC_URL: z.string().url().optional(),
    GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    /** The gateway's public signing keys (JWKS) for handed-over tokens; default GATEWAY_URL + '/.well-known/jwks.json'. */
    GATEWAY_JWKS_URL: z.string().url().optional(),
    SESSION_SECRET: commaList,
    /** `true`, `false` or `auto` (decision 240); unset: `true` in production, `auto` for npm start's sandbox. */
    COOKIE_SECURE: z.enum(['true', 'false', 'auto']).optional(),
    BRAND_HOSTS: z.string().optional(),
    /** Each brand host's public origin (decision 090): absolute links are built on it, never on the request. */
    PUBLIC_ORIGINS: commaList,
    /** The largest request body the app server reads (decision 092); forms need a few kB. */
    MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(16_384),
    REDIRECT_ALLOWED_ORIGINS: commaList,
    CRM_SSO_URL: z.string().url().optional(),
    CRM_TEST_ENVIRONMENT: z.string().optional(),
    EBILL_URL: z.string().url().optional(),
    /** "accreditation URL from configuration": default GATEWAY_URL + '/config/accreditation'. */
    ACCREDITATION_URL: z.string().url().optional(),
    /** "chat config URL from configuration": default GATEWAY_URL + '/config/chat'. */
    CHAT_CONFIG_URL: z.string().url().optional(),
    /** The chat site 'Chat with us' hands the member to; default the sandbox chat landing page. */
    CHAT_URL: z.string().url().optional(),
    CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
    CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).default(5000),
    LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
    /** Sessions, revocation, rate limits and cache invalidation shared by every instance (decision 071). */
    REDIS_URL: z.string().url().optional(),
    /** The embedded session store's folder when REDIS_URL is not set. */
    SESSION_STORE_DIR: z.string().default('data/sessions'),
    SESSION_IDLE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
    SESSION_ABSOLUTE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(7_200),
    SESSION_IDLE_WARNING_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
    /** The gateway's login attempts untrusted clients may spend together per username (decision 135). */
    UNTRUSTED_LOGIN_ATTEMPTS: z.coerce.number().int().min(1).max(4).default(3),
    /**
     * When a browser the dashboard has not seen proves itself by a code to the e-mail on file
     * (issue 51, decision 230): 'when-blocked' only past the device block (the spec's flow
     * otherwise), 'always' after every password on such a browser.
     */
    NEW_DEVICE_VERIFICATION: z.enum(['when-blocked', 'always']).default('when-blocked'),
    /** Field vitals beacons one client address may send a minute (decision 220); a page view sends one. */
    VITALS_BEACONS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /** Express 'trust proxy': unset trusts no proxy (X-Forwarded-* ignored); e.g. 1, 'loopback', a CIDR list. */
    TRUST_PROXY: z.string().optional(),
    /** Origins allowed to hand a token over to /sso-landing by a cross-site POST; unset allows none. */
    SSO_ALLOWED_ORIGINS: commaList,
    /** The pharmacy benefit manager's site (hand-off from /navitus); default the sandbox page. */
    PHARMACY_URL: z.string().url().optional(),
    /** Set by `npm start` when it runs the sandbox gateway beside the app (decision 106). */
    EMBEDDED_GATEWAY: z.enum(['true', 'false']).default('false'),
    /** Wallet passes (decision 219): each wallet all set or unset (then its button is not shown). */
    APPLE_PASS_TYPE_ID: z.string().optional(),
    APPLE_TEAM_ID: z.string().optional(),
    APPLE_PASS_CERTIFICATE: z.string().optional(),
    APPLE_PASS_KEY: z.string().optional(),
    APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
    APPLE_WWDR_CERTIFICATE: z.string().optional(),
    GOOGLE_WALLET_ISSUER_ID: z.string().optional(),
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.string().optional(),
    GOOGLE_WALLET_KEY: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    for (const issue of walletSettingsFrom(value).issues)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [issue.path], message: issue.message })
    if (value.NODE_ENV === 'production' && value.SESSION_SECRET.length === 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['SESSION_SECRET'],
        message:
          'SESSION_SECRET is required in production (a comma-separated list; the first signs new cookies)',
      })
    }
    if (value.BRAND_HOSTS) {
      try {
        parseBrandHosts(value.BRAND_HOSTS)
      } catch (error) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['BRAND_HOSTS'],
          message: (error as Error).message,
        })
        return
      }
    }
    try {
      parsePublicOrigins(
        value.PUBLIC_ORIGINS,
        value.BRAND_HOSTS ? parseBrandHosts(value.BRAND_HOSTS) : defaultBrandHosts,
      )
    } catch (error) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['PUBLIC_ORIGINS'],
        message: (error as Error).message,
      })
    }
  })

export type Env = ReturnType<typeof parseEnv>

export function parseEnv(source: Record<string, string | undefined>) {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  const value = result.data
  const gatewayPublicUrl = (value.GATEWAY_PUBLIC_URL ?? value.GATEWAY_URL).replace(/\/$/, '')
  let sessionSecrets = value.SESSION_SECRET
  if (sessionSecrets.length === 0) {
    sessionSecrets = [randomBytes(32).toString('hex')]
    if (value.NODE_ENV !== 'test') {
      console.warn('[env] SESSION_SECRET is not set: using a generated secret (sessions end on restart).')
    }
  }
  const cookieSecureMode =
    value.COOKIE_SECURE ??
    defaultCookieSecureMode({
      production: value.NODE_ENV === 'production',
      sandbox: value.EMBEDDED_GATEWAY === 'true',
    })
  const brandHosts = value.BRAND_HOSTS ? parseBrandHosts(value.BRAND_HOSTS) : defaultBrandHosts
  return {
    nodeEnv: value.NODE_ENV,
    gatewayUrl: value.GATEWAY_URL.replace(/\/$/, ''),
    gatewayTimeoutMs: value.GATEWAY_TIMEOUT_MS,
    gatewayJwksUrl: value.GATEWAY_JWKS_URL ?? null,
    sessionSecrets,
    cookieSecureMode,
    /** Cookies are made Secure (`auto`: the app server takes it off on plain-HTTP loopback hosts). */
    cookieSecure: cookieSecureMode !== 'false',
    brandHosts,
    publicOrigins: parsePublicOrigins(value.PUBLIC_ORIGINS, brandHosts),
    maxBodyBytes: value.MAX_BODY_BYTES,
    redirectAllowedOrigins: value.REDIRECT_ALLOWED_ORIGINS,
    crmSsoUrl: value.CRM_SSO_URL ?? `${gatewayPublicUrl}/crm/sso`,
    crmTestEnvironment: value.CRM_TEST_ENVIRONMENT ?? null,
    ebillUrl: value.EBILL_URL ?? `${gatewayPublicUrl}/ebill-site`,
    accreditationUrl:
      value.ACCREDITATION_URL ?? `${value.GATEWAY_URL.replace(/\/$/, '')}/config/accreditation`,
    chatConfigUrl: value.CHAT_CONFIG_URL ?? `${value.GATEWAY_URL.replace(/\/$/, '')}/config/chat`,
    chatUrl: value.CHAT_URL ?? `${gatewayPublicUrl}/chat`,
    cacheTtlMs: value.CACHE_TTL_MS,
    cacheMaxEntries: value.CACHE_MAX_ENTRIES,
    logRequests: value.LOG_REQUESTS === 'true',
    redisUrl: value.REDIS_URL ?? null,
    sessionStoreDir: value.SESSION_STORE_DIR,
    sessionIdleSeconds: value.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: value.SESSION_ABSOLUTE_SECONDS,
    sessionIdleWarningSeconds: Math.min(value.SESSION_IDLE_WARNING_SECONDS, value.SESSION_IDLE_SECONDS - 1),
    untrustedLoginAttempts: value.UNTRUSTED_LOGIN_ATTEMPTS,
    newDeviceVerification: value.NEW_DEVICE_VERIFICATION,
    vitalsBeaconsPerMinute: value.VITALS_BEACONS_PER_MINUTE,
    trustProxy: value.TRUST_PROXY ?? null,
    ssoAllowedOrigins: value.SSO_ALLOWED_ORIGINS,
    pharmacyUrl: value.PHARMACY_URL ?? `${gatewayPublicUrl}/pharmacy-site`,
    embeddedGateway: value.EMBEDDED_GATEWAY === 'true',
    wallet: walletSettingsFrom(value).settings,
  }
}

function load() {
  try {
    return parseEnv(process.env)
  } catch (error) {
    console.error(`[env] ${(error as Error).message}`)
    process.exit(1)
  }
}

/** One parse per process: the app server's bundle and the Remix build share it (decision 070). */
const ENV_KEY = Symbol.for('member-dashboard.env')
const globalEnv = globalThis as { [ENV_KEY]?: Env }
export const env: Env = (globalEnv[ENV_KEY] ??= load())
