import {
  groupSelectionRequest,
  loginAsRequest,
  loginRequest,
  paths,
  type PasswordLoginAnswer,
  type TokenClaims,
  type TokenResponse,
} from '@member-dashboard/contract'
import { clientDevice } from '../activity'
import { claimsOf, type GatewayContext, type RouteModule } from '../context'
import { GatewayError, badRequest, forbidden, notFound, parseInput } from '../errors'
import { decoyHash, verifySecret } from '../passwords'
import type { UserRow } from '../store'

export const MAX_LOGIN_ATTEMPTS = 5
const GENERIC = 'Username and/or password unrecognized. Please try again.'
const LOCKED =
  'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.'

const badCredentials = () => new GatewayError(401, GENERIC, { errorType: 'BAD_CREDENTIALS' })
const accountLocked = () => new GatewayError(401, LOCKED, { errorType: 'ACCOUNT_LOCKED' })

/** token, token/userkey, login-as, group-selection. */
export const authRoutes: RouteModule = (app, ctx) => {
  const recordMiss = ctx.db.prepare<[number, number], { failed_attempts: number; status: string }>(
    `UPDATE users SET failed_attempts = failed_attempts + 1,
       status = CASE WHEN failed_attempts + 1 >= ? THEN 'DLG' ELSE status END
     WHERE user_id = ? RETURNING failed_attempts, status`,
  )
  const resetMisses = ctx.db.prepare<[number]>('UPDATE users SET failed_attempts = 0 WHERE user_id = ?')

  app.post(`/${paths.token}`, { config: { public: true } }, async (request) => {
    const body = parseInput(loginRequest, request.body, 'login request')
    const user = ctx.store.userByUsername(body.username.trim())
    if (!user || user.domain_id !== body.domainId || user.status === 'DIS') {
      await verifySecret(body.password, decoyHash) // same work as a real check: timing does not tell
      throw badCredentials()
    }
    const device = clientDevice(request)
    const memberKey = user.member_key
    const recordActivity = (type: 'SIGN_IN' | 'SIGN_IN_FAILED' | 'LOCKED_OUT') => {
      if (memberKey) ctx.activity.record(memberKey, type, device)
    }
    if (user.status === 'DLG') {
      recordActivity('SIGN_IN_FAILED')
      throw accountLocked()
    }
    if (!(await verifySecret(body.password, user.password_hash))) {
      const after = recordMiss.get(MAX_LOGIN_ATTEMPTS, user.user_id)!
      const remaining = MAX_LOGIN_ATTEMPTS - after.failed_attempts
      recordActivity('SIGN_IN_FAILED')
      if (after.status === 'DLG') recordActivity('LOCKED_OUT')
      if (after.status === 'DLG' || remaining <= 0) throw accountLocked()
      throw new GatewayError(
        401,
        `Username and/or password unrecognized. You have ${remaining} attempt(s) remaining. Try again or select forgot username or password.`,
        { errorType: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: remaining } },
      )
    }
    const fresh = ctx.store.userById(user.user_id)!
    if (fresh.status === 'DLG') throw accountLocked()
    resetMisses.run(user.user_id)
    // Two-step verification on (issue 51, decision 235): the password alone answers a challenge.
    if (!fresh.staff_role && ctx.twoStep.enabled(fresh.user_id)) {
      return { twoStep: ctx.twoStep.newChallenge(fresh.user_id) } satisfies PasswordLoginAnswer
    }
    recordActivity('SIGN_IN')
    if (fresh.staff_role) ctx.activity.staffSignedIn(fresh.user_id)
    const response: TokenResponse = {
      token: await ctx.tokens.sign(claimsForUser(ctx, fresh)),
      redirect: null,
    }
    return response
  })

  app.get(`/${paths.tokenUserKey}`, async (request, reply) => {
    reply.type('text/plain; charset=utf-8')
    return claimsOf(request).sub
  })

  app.post(`/${paths.loginAs}`, async (request) => {
    const claims = claimsOf(request)
    const staffRole = claims.role !== 'member' ? claims.role : claims.issuedByRole
    if (!staffRole) throw forbidden('Only staff can log in as a member')
    const body = parseInput(loginAsRequest, request.body, 'login-as request')
    if (body.domainId !== claims.domainId)
      throw forbidden('Staff can only log in as members of their own brand')
    const subscriberId = body.subscriberId.trim()
    const subscriber = ctx.store.subscriberOn(subscriberId.toUpperCase(), body.domainId)
    if (!subscriber) throw notFound(`No member found with subscriber ID ${subscriberId}`)
    if (staffRole === 'logInAsNonEmp' && subscriber.plan_employee) {
      throw badRequest('Members who are employees cannot be accessed with this role')
    }
    let target = subscriber
    if (body.firstName || body.lastName || body.dateOfBirth) {
      const same = (a: string, b: string | undefined) =>
        b === undefined || a.toLowerCase() === b.trim().toLowerCase()
      const match = ctx.store
        .family(subscriber.subscriber_id, subscriber.domain_id)
        .find(
          (m) =>
            same(m.first_name, body.firstName) &&
            same(m.last_name, body.lastName) &&
            (body.dateOfBirth === undefined || m.date_of_birth === body.dateOfBirth),
        )
      if (!match) {
        throw notFound(
          `No member found with subscriber ID ${subscriberId} and the given name and date of birth`,
        )
      }
      target = match
    }
    const group = ctx.store.memberships(target.subscriber_id)[0]
    if (!group) throw notFound('Failed to find group for current member')
    const response: TokenResponse = {
      token: await ctx.tokens.sign({
        sub: claims.sub,
        memberKey: target.member_key,
        subscriberId: target.subscriber_id,
        groupId: group.group_id,
        domainId: body.domainId,
        role: 'member',
        issuedByRole: staffRole,
      }),
      redirect: null,
    }
    ctx.activity.staffAccessStarted({
      memberKey: target.member_key,
      staffUserId: Number(claims.sub),
      staffRole,
      domainId: body.domainId,
      token: response.token,
    })
    return response
  })

  app.post(`/${paths.groupSelection}`, async (request) => {
    const claims = claimsOf(request)
    const body = parseInput(groupSelectionRequest, request.body, 'group selection')
    const member = claims.memberKey ? ctx.store.memberByKey(claims.memberKey) : undefined
    const membership = member ? ctx.store.membership(member.subscriber_id, body.groupId) : undefined
    if (!membership || body.domain !== claims.domainId || membership.domain_id !== claims.domainId) {
      throw notFound('Failed to find group for current member')
    }
    const { exp: _exp, ...rest } = claims
    return { token: await ctx.tokens.sign({ ...rest, groupId: membership.group_id }) }
  })
}

/** Claims of a fresh login: members act for themselves in their first group; staff have no member. */
export function claimsForUser(ctx: GatewayContext, user: UserRow): Omit<TokenClaims, 'exp'> {
  const base = { sub: String(user.user_id), domainId: user.domain_id, issuedByRole: null }
  if (user.staff_role || !user.member_key) {
    return {
      ...base,
      memberKey: null,
      subscriberId: null,
      groupId: null,
      role: user.staff_role ?? 'logInAsAnyone',
    }
  }
  const member = ctx.store.memberByKey(user.member_key)!
  const group = ctx.store.memberships(member.subscriber_id)[0]
  return {
    ...base,
    memberKey: member.member_key,
    subscriberId: member.subscriber_id,
    groupId: group?.group_id ?? null,
    role: 'member',
  }
}
