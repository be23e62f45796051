import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import {
  PASSKEYS_MAX,
  passkeyErrorTypes,
  passkeyOptionsRequest,
  passkeyPaths,
  passkeyRegistrationRequest,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
  type Passkey,
  type PasskeySignInResponse,
} from '@member-dashboard/contract'
import { clientDevice } from '../activity'
import type { RouteModule } from '../context'
import { GatewayError, conflict, notFound, parseInput } from '../errors'
import { brandName } from '../reference'
import { claimsForUser } from './auth'
import { ownAccount } from './two-step'

/** How long a WebAuthn challenge waits for the browser's answer. */
const CHALLENGE_SECONDS = 300

type PasskeyRow = {
  credential_id: string
  user_id: number
  rp_id: string
  public_key: Buffer
  counter: number
  transports: string
  name: string
  created_at: string
  last_used_at: string | null
}

const refused = (message = 'That passkey could not be used. Try again, or sign in with your password.') =>
  new GatewayError(400, message, { errorType: passkeyErrorTypes.refused })

/** The challenge a WebAuthn answer carries in its client data (null when unreadable). */
function answeredChallenge(response: Record<string, unknown>): string | null {
  const inner = response.response as { clientDataJSON?: unknown } | undefined
  if (typeof inner?.clientDataJSON !== 'string') return null
  try {
    const data = JSON.parse(Buffer.from(inner.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown
    }
    return typeof data.challenge === 'string' ? data.challenge : null
  } catch {
    return null
  }
}

const asPasskey = (row: PasskeyRow): Passkey => ({
  id: row.credential_id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
})

/**
 * Passkeys (issue 51, decision 236): account/passkeys (list, options, add, remove) with a member's own
 * token, and auth/passkey(/options), the public sign-in that answers a member token.
 */
export const passkeyRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx
  const list = db.prepare<[number], PasskeyRow>(
    'SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at, credential_id',
  )
  const byId = db.prepare<[string], PasskeyRow>('SELECT * FROM passkeys WHERE credential_id = ?')
  const insert = db.prepare<[string, number, string, Buffer, number, string, string, string]>(
    `INSERT INTO passkeys (credential_id, user_id, rp_id, public_key, counter, transports, name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const used = db.prepare<[number, string, string]>(
    'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?',
  )
  const remove = db.prepare<[string, number]>('DELETE FROM passkeys WHERE credential_id = ? AND user_id = ?')
  const putChallenge = db.prepare<[string, number | null, string, string]>(
    'INSERT INTO passkey_challenges (challenge, user_id, rp_id, expires_at) VALUES (?, ?, ?, ?)',
  )
  const takeChallenge = db.prepare<[string], { user_id: number | null; rp_id: string; expires_at: string }>(
    'DELETE FROM passkey_challenges WHERE challenge = ? RETURNING user_id, rp_id, expires_at',
  )
  const dropExpired = db.prepare<[string]>('DELETE FROM passkey_challenges WHERE expires_at < ?')

  const remember = (challenge: string, userId: number | null, rpId: string) => {
    const now = ctx.now()
    dropExpired.run(now.toISOString())
    putChallenge.run(
      challenge,
      userId,
      rpId,
      new Date(now.getTime() + CHALLENGE_SECONDS * 1000).toISOString(),
    )
  }
  /** The challenge of an answer, once (a second use finds none), if it is live and for this party and user. */
  const challengeOf = (response: Record<string, unknown>, rpId: string, userId: number | null) => {
    const challenge = answeredChallenge(response)
    const row = challenge ? takeChallenge.get(challenge) : undefined
    if (!challenge || !row || row.rp_id !== rpId || row.user_id !== userId) return null
    return Date.parse(row.expires_at) > ctx.now().getTime() ? challenge : null
  }

  app.get(`/${passkeyPaths.passkeys}`, async (request) => {
    const user = ownAccount(ctx, request)
    return { passkeys: list.all(user.user_id).map(asPasskey) }
  })

  app.post(`/${passkeyPaths.registrationOptions}`, async (request) => {
    const user = ownAccount(ctx, request)
    const { rpId } = parseInput(passkeyOptionsRequest, request.body, 'passkey options')
    const existing = list.all(user.user_id)
    if (existing.length >= PASSKEYS_MAX) throw conflict(`You can keep at most ${PASSKEYS_MAX} passkeys`)
    const options = await generateRegistrationOptions({
      rpName: brandName[user.domain_id],
      rpID: rpId,
      userName: user.username,
      attestationType: 'none',
      excludeCredentials: existing
        .filter((row) => row.rp_id === rpId)
        .map((row) => ({
          id: row.credential_id,
          transports: JSON.parse(row.transports) as AuthenticatorTransport[],
        })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    remember(options.challenge, user.user_id, rpId)
    return { options }
  })

  app.post(`/${passkeyPaths.passkeys}`, async (request) => {
    const user = ownAccount(ctx, request)
    const body = parseInput(passkeyRegistrationRequest, request.body, 'passkey')
    const challenge = challengeOf(body.response, body.rpId, user.user_id)
    if (!challenge) throw refused('That passkey could not be added. Try again.')
    const result = await verifyRegistrationResponse({
      response: body.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: body.origin,
      expectedRPID: body.rpId,
      requireUserVerification: true,
    }).catch(() => null)
    if (!result?.verified || !result.registrationInfo)
      throw refused('That passkey could not be added. Try again.')
    const { credential } = result.registrationInfo
    if (byId.get(credential.id)) throw conflict('That passkey is already added')
    const createdAt = ctx.now().toISOString()
    insert.run(
      credential.id,
      user.user_id,
      body.rpId,
      Buffer.from(credential.publicKey),
      credential.counter,
      JSON.stringify(credential.transports ?? []),
      body.name,
      createdAt,
    )
    ctx.activity.record(user.member_key, 'PASSKEY_ADDED', clientDevice(request))
    return asPasskey(byId.get(credential.id)!)
  })

  app.delete(`/${passkeyPaths.passkeys}/:id`, async (request) => {
    const user = ownAccount(ctx, request)
    const { id } = request.params as { id: string }
    if (remove.run(id, user.user_id).changes === 0) throw notFound('No such passkey')
    ctx.activity.record(user.member_key, 'PASSKEY_REMOVED', clientDevice(request))
    return {}
  })

  app.post(`/${passkeyPaths.signInOptions}`, { config: { public: true } }, async (request) => {
    const { rpId } = parseInput(passkeySignInOptionsRequest, request.body, 'passkey sign-in options')
    // Any passkey of this party: the browser offers the member's own (a discoverable credential).
    const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required' })
    remember(options.challenge, null, rpId)
    return { options }
  })

  app.post(`/${passkeyPaths.signIn}`, { config: { public: true } }, async (request) => {
    const body = parseInput(passkeySignInRequest, request.body, 'passkey sign-in')
    const challenge = challengeOf(body.response, body.rpId, null)
    const row = typeof body.response.id === 'string' ? byId.get(body.response.id) : undefined
    const user = row ? ctx.store.userById(row.user_id) : undefined
    if (
      !challenge ||
      !row ||
      !user?.member_key ||
      row.rp_id !== body.rpId ||
      user.domain_id !== body.domainId
    )
      throw refused()
    const result = await verifyAuthenticationResponse({
      response: body.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: body.origin,
      expectedRPID: body.rpId,
      credential: {
        id: row.credential_id,
        publicKey: new Uint8Array(row.public_key),
        counter: row.counter,
        transports: JSON.parse(row.transports) as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    }).catch(() => null)
    const device = clientDevice(request)
    if (!result?.verified) {
      ctx.activity.record(user.member_key, 'SIGN_IN_FAILED', device)
      throw refused()
    }
    if (user.status === 'DIS') throw refused()
    if (user.status === 'DLG') {
      ctx.activity.record(user.member_key, 'SIGN_IN_FAILED', device)
      throw new GatewayError(
        401,
        'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
        { errorType: 'ACCOUNT_LOCKED' },
      )
    }
    used.run(result.authenticationInfo.newCounter, ctx.now().toISOString(), row.credential_id)
    ctx.activity.record(user.member_key, 'PASSKEY_SIGN_IN', device)
    ctx.activity.record(user.member_key, 'SIGN_IN', device)
    return {
      token: await ctx.tokens.sign(claimsForUser(ctx, user)),
      redirect: null,
      username: user.username,
    } satisfies PasskeySignInResponse
  })
}
