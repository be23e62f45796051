import {
  normalizeTwoStepCode,
  twoStepCodeKind,
  twoStepConfirmRequest,
  twoStepDisableRequest,
  twoStepErrorTypes,
  twoStepPaths,
  twoStepVerifyRequest,
  type TokenResponse,
  type TwoStepPendingSetup,
  type TwoStepRecoveryCodes,
  type TwoStepSetup,
  type TwoStepStatus,
} from '@member-dashboard/contract'
import type { FastifyRequest } from 'fastify'
import { clientDevice } from '../activity'
import { claimsOf, userOf, type GatewayContext, type RouteModule } from '../context'
import { GatewayError, forbidden, parseInput } from '../errors'
import { verifySecret } from '../passwords'
import type { UserRow } from '../store'
import type { CodeCheck } from '../two-step'
import { claimsForUser } from './auth'

const WRONG_CODE = 'That code is not right. Check the code in your app, or use a recovery code.'
const USED_CODE = 'That code was already used. Wait for the next code in your app.'
const LOCKED = 'Too many wrong codes. Try again later.'
const EXPIRED = 'Your sign-in took too long. Sign in again.'

/** The member's own account behind a member token; staff, and staff acting as a member, are refused. */
export function ownAccount(ctx: GatewayContext, request: FastifyRequest): UserRow & { member_key: string } {
  const claims = claimsOf(request)
  if (claims.role !== 'member' || claims.issuedByRole || !claims.memberKey)
    throw forbidden("Only the member can change the account's sign-in factors")
  const user = userOf(ctx, request)
  if (!user.member_key || user.staff_role)
    throw forbidden("Only the member can change the account's sign-in factors")
  return user as UserRow & { member_key: string }
}

/** A refused code as the contract's error (its type, what is left, how long to wait). */
function codeRefused(check: Extract<CodeCheck, { ok: false }>): GatewayError {
  if (check.reason === 'locked') {
    return new GatewayError(429, LOCKED, {
      errorType: twoStepErrorTypes.locked,
      errorData: { retryAfterSeconds: check.retryAfterSeconds },
    })
  }
  return new GatewayError(400, check.reason === 'replayed' ? USED_CODE : WRONG_CODE, {
    errorType: check.reason === 'replayed' ? twoStepErrorTypes.replayedCode : twoStepErrorTypes.wrongCode,
    errorData: { attemptsRemaining: check.attemptsRemaining },
  })
}

/** account/two-step (status, setup, confirm, disable) and auth/two-step (the sign-in's second step). */
export const twoStepRoutes: RouteModule = (app, ctx) => {
  app.get(`/${twoStepPaths.status}`, async (request) => {
    const user = ownAccount(ctx, request)
    return ctx.twoStep.status(user.user_id) satisfies TwoStepStatus
  })

  app.get(`/${twoStepPaths.setup}`, async (request) => {
    const user = ownAccount(ctx, request)
    return {
      pending: ctx.twoStep.pendingKey(user.user_id, user.username, user.domain_id),
    } satisfies TwoStepPendingSetup
  })

  app.post(`/${twoStepPaths.setup}`, async (request) => {
    const user = ownAccount(ctx, request)
    const key = ctx.twoStep.startSetup(user.user_id, user.username, user.domain_id)
    if (!key) throw new GatewayError(409, 'Two-step verification is already on')
    return key satisfies TwoStepSetup
  })

  app.post(`/${twoStepPaths.confirm}`, async (request) => {
    const user = ownAccount(ctx, request)
    const { code } = parseInput(twoStepConfirmRequest, request.body, 'two-step confirmation')
    const codes = ctx.twoStep.confirm(user.user_id, normalizeTwoStepCode(code), user.username, user.domain_id)
    if (!codes) {
      throw new GatewayError(400, 'That code is not right. Check the code in your app.', {
        errorType: twoStepErrorTypes.wrongCode,
      })
    }
    ctx.activity.record(user.member_key, 'TWO_STEP_ON', clientDevice(request))
    return { recoveryCodes: codes } satisfies TwoStepRecoveryCodes
  })

  app.post(`/${twoStepPaths.disable}`, async (request) => {
    const user = ownAccount(ctx, request)
    const body = parseInput(twoStepDisableRequest, request.body, 'two-step turn-off')
    if (!ctx.twoStep.enabled(user.user_id)) return {}
    const wait = ctx.twoStep.locked(user.user_id)
    if (wait !== null)
      throw codeRefused({ ok: false, reason: 'locked', attemptsRemaining: 0, retryAfterSeconds: wait })
    let check: CodeCheck
    if (body.password !== undefined) {
      check = (await verifySecret(body.password, user.password_hash))
        ? { ok: true, kind: 'app' }
        : ctx.twoStep.failed(user.user_id)
    } else {
      const code = normalizeTwoStepCode(body.code ?? '')
      check = ctx.twoStep.check(user.user_id, code, twoStepCodeKind(code), user.username, user.domain_id)
    }
    if (!check.ok) {
      ctx.activity.record(user.member_key, 'TWO_STEP_FAILED', clientDevice(request))
      if (check.reason === 'locked') throw codeRefused(check)
      throw new GatewayError(400, 'That password or code is not right.', {
        errorType: twoStepErrorTypes.wrongProof,
        errorData: { attemptsRemaining: check.attemptsRemaining },
      })
    }
    ctx.twoStep.disable(user.user_id)
    ctx.activity.record(user.member_key, 'TWO_STEP_OFF', clientDevice(request))
    return {}
  })

  app.post(`/${twoStepPaths.verify}`, { config: { public: true } }, async (request) => {
    const body = parseInput(twoStepVerifyRequest, request.body, 'two-step verification')
    const userId = ctx.twoStep.challengeUser(body.challenge)
    const user = userId === null ? undefined : ctx.store.userById(userId)
    if (!user || !user.member_key) {
      throw new GatewayError(400, EXPIRED, { errorType: twoStepErrorTypes.challengeExpired })
    }
    if (user.status === 'DIS' || user.status === 'DLG') {
      ctx.twoStep.endChallenge(body.challenge)
      throw new GatewayError(400, EXPIRED, { errorType: twoStepErrorTypes.challengeExpired })
    }
    const device = clientDevice(request)
    const code = normalizeTwoStepCode(body.code)
    const check = ctx.twoStep.check(user.user_id, code, twoStepCodeKind(code), user.username, user.domain_id)
    if (!check.ok) {
      ctx.activity.record(user.member_key, 'TWO_STEP_FAILED', device)
      // Locked: this sign-in is over; the member signs in again once the wait is over.
      if (check.reason === 'locked') ctx.twoStep.endChallenge(body.challenge)
      throw codeRefused(check)
    }
    ctx.twoStep.endChallenge(body.challenge)
    ctx.activity.record(
      user.member_key,
      check.kind === 'recovery' ? 'RECOVERY_CODE_USED' : 'TWO_STEP_PASSED',
      device,
    )
    ctx.activity.record(user.member_key, 'SIGN_IN', device)
    return { token: await ctx.tokens.sign(claimsForUser(ctx, user)), redirect: null } satisfies TokenResponse
  })
}
