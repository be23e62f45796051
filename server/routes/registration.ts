import {
  forgotPasswordRequest,
  forgotUsernameRequest,
  paths,
  registrationPolicy,
  registrationState,
  registrationValidationRequest,
  type RegistrationState,
  type registrationPolicyResponse,
  type registrationValidationResponse,
} from '@member-dashboard/contract'
import type { z } from 'zod'
import { memberScope, type GatewayContext, type RouteModule } from '../context'
import { GatewayError, badRequest, conflict, parseInput } from '../errors'
import { accountMails } from '../mail-limit'
import { hashSecret } from '../passwords'
import type { MemberRow } from '../store'
import { PASSWORD_RULE, isEmail, isValidPassword, isValidUsername } from '@member-dashboard/contract'
import { hashAnswers } from './account'

const NO_MATCH = 'We could not find a member with the information provided.'
const HAS_ACCOUNT = 'An account already exists for this member. Try forgot username or forgot password.'
const FORGOT_USERNAME =
  'If an account matches the information provided, we have sent the username to the e-mail address on file.'
const FORGOT_PASSWORD =
  'If an account matches the information provided, we have sent password reset instructions to the e-mail address on file.'

type PolicyRow = { communication_signed: number; eeob_consented: number | null }

/** Registration policies, self-registration (+ step validation) and username / password recovery. */
export const registrationRoutes: RouteModule = (app, ctx) => {
  const policy = ctx.db.prepare<[string], PolicyRow>(
    'SELECT * FROM registration_policies WHERE member_key = ?',
  )
  const upsertPolicy = ctx.db.prepare<[string, number, number | null, string]>(
    `INSERT INTO registration_policies (member_key, communication_signed, eeob_consented, updated_at)
     VALUES (?, ?, ?, ?) ON CONFLICT (member_key) DO UPDATE SET communication_signed = excluded.communication_signed,
     eeob_consented = excluded.eeob_consented, updated_at = excluded.updated_at`,
  )
  const createUser = ctx.db.prepare<[string, string, number, string, string]>(
    `INSERT INTO users (username, password_hash, domain_id, status, member_key, created_at)
     VALUES (?, ?, ?, 'ACT', ?, ?)`,
  )
  const addAnswer = ctx.db.prepare<[number | bigint, string, string, number, string]>(
    'INSERT INTO security_answers (user_id, question_id, answer_hash, seq, updated_at) VALUES (?, ?, ?, ?, ?)',
  )
  const usersByEmail = ctx.db.prepare<
    [string, number],
    { user_id: number; member_key: string; username: string; email_address: string }
  >(
    `SELECT u.user_id, u.member_key, u.username, p.email_address FROM users u JOIN preferences p USING (member_key)
     WHERE p.email_address = ? COLLATE NOCASE AND u.domain_id = ? AND u.status <> 'DIS'`,
  )
  const userOnDomain = ctx.db.prepare<
    [string, number],
    { user_id: number; member_key: string | null; username: string; email_address: string | null }
  >(
    `SELECT u.user_id, u.member_key, u.username, p.email_address FROM users u
     LEFT JOIN preferences p USING (member_key) WHERE u.username = ? AND u.domain_id = ? AND u.status <> 'DIS'`,
  )
  // At most MAIL_LIMIT mails per account (decision 105); the answer never says whether one went.
  const mails = accountMails(ctx)

  const policyView = (memberKey: string): z.infer<typeof registrationPolicyResponse> => {
    const row = policy.get(memberKey)
    return {
      registrationPolicy: {
        isCommunicationPolicySigned: row?.communication_signed === 1,
        isEeobPreferenceConsented: row?.eeob_consented == null ? null : row.eeob_consented === 1,
      },
    }
  }

  app.get(`/${paths.registrationPolicies}`, async (request) =>
    policyView(memberScope(ctx, request).member.member_key),
  )

  app.put(`/${paths.registrationPolicies}`, async (request) => {
    const scope = memberScope(ctx, request)
    const body = parseInput(registrationPolicy, request.body, 'registration policy')
    const eeob = scope.isSubscriber ? body.isEeobPreferenceConsented : null
    ctx.db.transaction(() => {
      upsertPolicy.run(
        scope.member.member_key,
        body.isCommunicationPolicySigned ? 1 : 0,
        eeob === null ? null : eeob ? 1 : 0,
        ctx.stamp(),
      )
      if (eeob !== null)
        ctx.prefs.set(scope.member.member_key, { electronicEob: eeob ? 'Y' : 'N' }, ctx.stamp())
    })()
    return policyView(scope.member.member_key)
  })

  app.post(`/${paths.registrationValidation}`, { config: { public: true } }, async (request) => {
    const body = parseInput(registrationValidationRequest, request.body, 'registration step')
    let result: z.infer<typeof registrationValidationResponse>
    if (body.step === 'userDetails') {
      const found = findRegistrable(ctx, body.userDetails, body.domainId)
      result = { valid: !found.error, message: found.error ?? null }
    } else {
      result = { valid: true, message: usernameProblem(ctx, body.username) }
      result.valid = result.message === null
    }
    return result
  })

  app.post(`/${paths.registration}`, { config: { public: true } }, async (request, reply) => {
    const body = parseInput(registrationState, request.body, 'registration')
    const found = findRegistrable(ctx, body.userDetails, body.domainId)
    if (found.error) throw found.status === 409 ? conflict(found.error) : badRequest(found.error)
    const member = found.member!
    const usernameError = usernameProblem(ctx, body.credentials.username)
    if (usernameError) throw new GatewayError(usernameError === TAKEN ? 409 : 400, usernameError)
    if (!isValidPassword(body.credentials.password)) throw badRequest(PASSWORD_RULE)
    const email = body.preferences.emailAddress.trim()
    if (!isEmail(email)) throw badRequest('Invalid email address')
    if (!body.policySignatures.communicationPolicy) {
      throw badRequest('Please confirm you have read our digital communications policy.')
    }
    if (!body.policySignatures.termsOfUse) throw badRequest('Please accept the terms of use.')
    if (body.questions.length === 0) throw badRequest('At least one security question is required')
    const answers = await hashAnswers(ctx, body.questions)
    const passwordHash = await hashSecret(body.credentials.password)
    const stamp = ctx.stamp()
    const eeob = member.suffix === 0 ? (body.preferences.electronicEob ?? 'Y') : null
    try {
      ctx.db.transaction(() => {
        const user = createUser.run(
          body.credentials.username.trim(),
          passwordHash,
          body.domainId,
          member.member_key,
          stamp,
        )
        answers.forEach(([questionId, hash], seq) =>
          addAnswer.run(user.lastInsertRowid, questionId, hash, seq, stamp),
        )
        ctx.prefs.set(
          member.member_key,
          { emailAddress: email, ...(eeob ? { electronicEob: eeob } : {}) },
          stamp,
        )
        upsertPolicy.run(member.member_key, 1, eeob === null ? null : eeob === 'Y' ? 1 : 0, stamp)
      })()
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw conflict(TAKEN)
      throw error
    }
    reply.code(201)
    return { message: 'Your account has been created. You can now log in.' }
  })

  app.post(`/${paths.forgotUsername}`, { config: { public: true } }, async (request) => {
    const body = parseInput(forgotUsernameRequest, request.body, 'request')
    for (const user of usersByEmail.all(body.emailAddress.trim(), body.domainId)) {
      mails.queue({
        kind: 'forgot-username',
        userId: user.user_id,
        memberKey: user.member_key,
        username: user.username,
        to: user.email_address,
        subject: 'Your username',
        text: `You asked for the username of your member account. Your username is ${user.username}. If you did not ask, you can ignore this message.`,
      })
    }
    return { message: FORGOT_USERNAME }
  })

  app.post(`/${paths.forgotPassword}`, { config: { public: true } }, async (request) => {
    const body = parseInput(forgotPasswordRequest, request.body, 'request')
    const user = userOnDomain.get(body.username.trim(), body.domainId)
    // A member without an address on file gets no mail (the answer is the same).
    if (user?.email_address) {
      mails.queue({
        kind: 'forgot-password',
        userId: user.user_id,
        memberKey: user.member_key,
        username: user.username,
        to: user.email_address,
        subject: 'Reset your password',
        text: `We received a request to reset the password of the username ${user.username}. Follow the link in this message to choose a new password (the sandbox sends no link). If you did not ask, you can ignore this message: your password has not changed.`,
      })
    }
    return { message: FORGOT_PASSWORD }
  })
}

const TAKEN = 'This username is not available'

function usernameProblem(ctx: GatewayContext, username: string): string | null {
  if (!isValidUsername(username.trim())) return 'Invalid username'
  return ctx.store.userByUsername(username.trim()) ? TAKEN : null
}

/** A member may self-register when the details match, registration is open for them, and no login exists. */
function findRegistrable(
  ctx: GatewayContext,
  details: RegistrationState['userDetails'],
  domainId: number,
): { member?: MemberRow; error?: string; status?: number } {
  const same = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase()
  const member = ctx.store
    .family(details.subscriberId.trim().toUpperCase(), domainId)
    .find(
      (m) =>
        same(m.first_name, details.firstName) &&
        same(m.last_name, details.lastName) &&
        m.date_of_birth === details.dateOfBirth,
    )
  if (!member) return { error: NO_MATCH, status: 400 }
  if (ctx.store.userByMember(member.member_key)) return { error: HAS_ACCOUNT, status: 409 }
  if (!member.registration_open) return { error: NO_MATCH, status: 400 }
  return { member }
}
