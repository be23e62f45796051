import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { bearerGuard, type GatewayContext } from './context'
import { isoDay } from './dates'
import { isEmpty, openDatabase } from './db'
import { GatewayError } from './errors'
import { logEvent, logPath, requestLogger, stdoutWrite, type LogWrite } from './log'
import { createPreferenceStore } from './preferences'
import { createActivityLog } from './activity'
import { accountRoutes } from './routes/account'
import { activityRoutes } from './routes/activity'
import { authRoutes } from './routes/auth'
import { benefitRoutes } from './routes/benefits'
import { claimRoutes } from './routes/claims'
import { contentRoutes } from './routes/content'
import { documentRoutes } from './routes/documents'
import { careAndFormRoutes } from './routes/care-and-forms'
import { ebillRoutes } from './routes/ebill'
import { groupRoutes } from './routes/groups'
import { idCardRoutes } from './routes/id-card'
import { jwksRoutes } from './routes/jwks'
import { medicareRoutes } from './routes/medicare'
import { outsideRoutes } from './routes/outside'
import { pcpRoutes } from './routes/pcp'
import { planRoutes } from './routes/plan'
import { programRoutes } from './routes/programs'
import { referralRoutes } from './routes/referrals'
import { registrationRoutes } from './routes/registration'
import { revocationRoutes } from './routes/revocation'
import { deviceVerificationRoutes } from './routes/device-verification'
import { sandboxMailboxRoutes } from './routes/sandbox-mailbox'
import { refusingRevoked, revocationList } from './revocation'
import { seedDatabase } from './seed'
import { createStore } from './store'
import { createTokenService } from './tokens'
import { createTwoStepStore } from './two-step'
import { passkeyRoutes } from './routes/passkeys'
import { twoStepRoutes } from './routes/two-step'

export interface GatewayOptions {
  dbPath: string
  jwtSecret: string
  /** Where the calls live; default '/api'. '' serves them at the root. */
  prefix?: string
  /** The gateway's clock (seeding day, statuses, token expiry). */
  now?: () => Date
  /** One JSON line per request (default true). */
  logger?: boolean
  /** Where log lines go (default stdout). */
  logWrite?: LogWrite
  /** Every call answers after this many milliseconds (SANDBOX_LATENCY_MS; default 0, decision 111). */
  latencyMs?: number
}

const routeModules = [
  authRoutes,
  groupRoutes,
  accountRoutes,
  registrationRoutes,
  benefitRoutes,
  claimRoutes,
  planRoutes,
  ebillRoutes,
  idCardRoutes,
  pcpRoutes,
  programRoutes,
  referralRoutes,
  medicareRoutes,
  documentRoutes,
  careAndFormRoutes,
  contentRoutes,
  outsideRoutes,
  jwksRoutes,
  revocationRoutes,
  activityRoutes,
  twoStepRoutes,
  passkeyRoutes,
  deviceVerificationRoutes,
  sandboxMailboxRoutes,
]

/** The sandbox gateway: opens (migrates, seeds when empty) the database and returns the Fastify app. */
export function buildGateway(options: GatewayOptions): FastifyInstance {
  const now = options.now ?? (() => new Date())
  const write = options.logWrite ?? stdoutWrite
  const db = openDatabase(options.dbPath)
  if (isEmpty(db)) seedDatabase(db, isoDay(now()), now().toISOString())

  const ctx: GatewayContext = {
    db,
    store: createStore(db),
    prefs: createPreferenceStore(db),
    activity: createActivityLog(db, now),
    // Revoked tokens (decision 137) are refused wherever a token is verified.
    tokens: refusingRevoked(
      createTokenService(options.jwtSecret, now),
      revocationList(db, () => Math.floor(now().getTime() / 1000)),
    ),
    twoStep: createTwoStepStore(db, options.jwtSecret, now),
    now,
    today: () => isoDay(now()),
    stamp: () => now().toISOString(),
  }

  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 })
  app.decorateRequest('claims', null)

  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new GatewayError(400, 'Invalid JSON body'), undefined)
    }
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  if (options.logger !== false) app.addHook('onResponse', requestLogger(write))
  const latencyMs = options.latencyMs ?? 0
  // The call is handled first, its answer sent late: like a slow gateway, it has done (and
  // counted) what was asked even when the caller gave up waiting (decision 216).
  if (latencyMs > 0)
    app.addHook(
      'onSend',
      (_request, _reply, payload) =>
        new Promise<unknown>((done) => setTimeout(() => done(payload), latencyMs)),
    )

  app.setErrorHandler((error: FastifyError | GatewayError, request, reply) => {
    if (error instanceof GatewayError) return reply.code(error.status).send(error.body)
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) {
      logEvent(write, 'error', 'request failed', {
        method: request.method,
        path: logPath(request.url),
        error: error.name,
        code: error.code,
      })
    }
    const message =
      status === 500 ? 'Internal server error' : status === 415 ? 'Unsupported media type' : 'Bad request'
    return reply.code(status).send({ status, message })
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: 404, message: 'Not found' }))

  const prefix = normalizePrefix(options.prefix ?? '/api')
  app.register(
    async (api) => {
      api.addHook('onRequest', bearerGuard(ctx))
      for (const register of routeModules) register(api, ctx)
    },
    { prefix },
  )
  app.addHook('onClose', async () => {
    db.close()
  })
  return app
}

export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/\/+$/, '')
  if (trimmed === '') return ''
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}
