import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TokenClaims } from '@member-dashboard/contract'
import type { ActivityLog } from './activity'
import type { IsoDate } from './dates'
import type { Db } from './db'
import { forbidden, notFound, unauthorized } from './errors'
import type { PreferenceStore } from './preferences'
import type { MemberRow, MembershipRow, Store, UserRow } from './store'
import type { TokenService } from './tokens'
import type { TwoStepStore } from './two-step'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without a bearer token. */
    public?: boolean
  }
  interface FastifyRequest {
    claims: TokenClaims | null
  }
}

export interface GatewayContext {
  db: Db
  store: Store
  prefs: PreferenceStore
  /** The account activity log (issue 23). */
  activity: ActivityLog
  tokens: TokenService
  /** Authenticator apps, recovery codes and sign-in challenges (issue 51). */
  twoStep: TwoStepStore
  now: () => Date
  today: () => IsoDate
  /** Wall-clock stamp for audit columns. */
  stamp: () => string
}

export type RouteModule = (app: FastifyInstance, ctx: GatewayContext) => void

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i

/** The bearer token of a request, as sent (null without one). */
export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null
}

/** onRequest hook: every route needs a valid bearer token unless its config says `public`. */
export function bearerGuard(ctx: GatewayContext) {
  return async (request: FastifyRequest) => {
    if (request.is404 || request.routeOptions.config.public) return
    const match = BEARER.exec(request.headers.authorization ?? '')
    const claims = match ? await ctx.tokens.verify(match[1]) : null
    if (!claims) throw unauthorized()
    const user = ctx.store.userById(Number(claims.sub))
    if (!user || user.status === 'DIS' || user.status === 'DLG') throw unauthorized()
    request.claims = claims
    if (claims.issuedByRole) ctx.activity.staffAccessSeen(match![1])
  }
}

/** A public route's caller, when it sends a valid bearer token; null otherwise (never an error). */
export async function optionalClaims(
  ctx: GatewayContext,
  request: FastifyRequest,
): Promise<TokenClaims | null> {
  const match = BEARER.exec(request.headers.authorization ?? '')
  return match ? ctx.tokens.verify(match[1]) : null
}

export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.claims) throw unauthorized()
  return request.claims
}

/** The signed-in user (the staff user for a login-as token). */
export function userOf(ctx: GatewayContext, request: FastifyRequest): UserRow {
  const user = ctx.store.userById(Number(claimsOf(request).sub))
  if (!user) throw unauthorized()
  return user
}

export interface MemberScope {
  claims: TokenClaims
  /** The member the token acts for. */
  member: MemberRow
  /** Everyone on the subscriber's contract, suffix order. */
  family: MemberRow[]
  subscriber: MemberRow
  /** The token's group (for multi-group members, the one selected). */
  group: MembershipRow
  isSubscriber: boolean
}

/** Resolves the member and group a token acts for; staff tokens without a member get 403. */
export function memberScope(ctx: GatewayContext, request: FastifyRequest): MemberScope {
  const claims = claimsOf(request)
  if (!claims.memberKey) throw forbidden('A member token is required')
  const member = ctx.store.memberByKey(claims.memberKey)
  if (!member) throw unauthorized()
  const group = claims.groupId ? ctx.store.membership(member.subscriber_id, claims.groupId) : undefined
  if (!group) throw notFound('Failed to find group for current member')
  const family = ctx.store.family(member.subscriber_id, member.domain_id)
  const subscriber = family.find((m) => m.suffix === 0) ?? member
  return { claims, member, family, subscriber, group, isSubscriber: member.suffix === 0 }
}

/** Members a scope may look at: a subscriber sees the family, a dependent only themself. */
export function visibleMembers(scope: MemberScope): MemberRow[] {
  return scope.isSubscriber ? scope.family : [scope.member]
}

/** The family member with a suffix (default: the token's member), if the scope may see them. */
export function memberBySuffix(scope: MemberScope, suffix: unknown): MemberRow {
  if (suffix === undefined || suffix === '') return scope.member
  const n = Number(suffix)
  const target = Number.isInteger(n) ? scope.family.find((m) => m.suffix === n) : undefined
  if (!target) throw notFound(`No member found with suffix ${String(suffix)}`)
  if (!visibleMembers(scope).some((m) => m.member_key === target.member_key))
    throw forbidden('Only the subscriber can view other family members')
  return target
}

export function memberByKeyIn(scope: MemberScope, memberKey: string): MemberRow {
  const target = visibleMembers(scope).find((m) => m.member_key === memberKey)
  if (!target) throw notFound(`No member found with key ${memberKey}`)
  return target
}
