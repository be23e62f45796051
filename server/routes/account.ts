import {
  address as addressSchema,
  passwordChange,
  paths,
  preferencesUpdate,
  securityAnswers,
  type PreferenceFlag,
  type PreferencesWire,
  type securityQuestions,
} from '@member-dashboard/contract'
import type { z } from 'zod'
import { accountDetails, addressOf } from '../account'
import { clientDevice } from '../activity'
import { bearerToken, memberScope, userOf, type GatewayContext, type RouteModule } from '../context'
import { badRequest, forbidden, parseInput, unauthorized } from '../errors'
import { hashSecret, normalizeAnswer, verifySecret } from '../passwords'
import { addressOptionLists, countryCodes, stateCodes } from '../reference'
import { revocationList } from '../revocation'
import { PASSWORD_RULE, isEmail, isValidAnswer, isValidPassword } from '@member-dashboard/contract'

/** account, status, employee id, preferences, password, address, security questions and answers. */
export const accountRoutes: RouteModule = (app, ctx) => {
  const setPassword = ctx.db.prepare<[string, string, number]>(
    `UPDATE users SET password_hash = ?, password_changed_at = ?, failed_attempts = 0,
       status = CASE WHEN status IN ('INI', 'FRC') THEN 'ACT' ELSE status END
     WHERE user_id = ?`,
  )
  const upsertAddress = ctx.db.prepare(
    `INSERT INTO addresses (subscriber_id, address_line1, address_line2, city, state, zip_code, country, phone_number,
       updated_at) VALUES (@subscriber_id, @addressLine1, @addressLine2, @city, @state, @zipCode, @country,
       @phoneNumber, @updated_at)
     ON CONFLICT (subscriber_id) DO UPDATE SET address_line1 = excluded.address_line1,
       address_line2 = excluded.address_line2, city = excluded.city, state = excluded.state,
       zip_code = excluded.zip_code, country = excluded.country, phone_number = excluded.phone_number,
       updated_at = excluded.updated_at`,
  )
  const revoked = revocationList(ctx.db, () => Math.floor(ctx.now().getTime() / 1000))
  const hasEbill = ctx.db.prepare<[string], { has_ebill: number }>(
    'SELECT has_ebill FROM ebill WHERE subscriber_id = ?',
  )

  app.get(`/${paths.account}`, async (request) => accountDetails(ctx, memberScope(ctx, request)))

  app.get(`/${paths.accountStatus}`, async (request, reply) => {
    reply.type('text/plain; charset=utf-8')
    return userOf(ctx, request).status
  })

  app.get(`/${paths.employeeId}`, async (request) => {
    const { subscriber } = memberScope(ctx, request)
    return { employeeId: subscriber.employee_id, local598: subscriber.local598 === 1 }
  })

  /**
   * The member's preferences that apply to them (a partial `preferencesWire`): e-mail plus relevant
   * flags; `topic=ebill` keeps only the billing ones (the eBill page's notifications).
   */
  app.get<{ Querystring: { topic?: string } }>(`/${paths.relevantPreferences}`, async (request) => {
    const scope = memberScope(ctx, request)
    const ebill = hasEbill.get(scope.subscriber.subscriber_id)?.has_ebill === 1
    const relevant: PreferenceFlag[] = ['emailBreakingNews']
    if (scope.isSubscriber) relevant.push('electronicEob')
    if (scope.member.domain_id === 2) relevant.push('electronicMedicareMailing')
    if (ebill) {
      relevant.push('emailPaymentReminder', 'emailAutopayWithdrawalReminder', 'discontinuePaperStatements')
      relevant.push('emailWhenBillReady')
    }
    if (scope.group.group_type === 'INDIVIDUAL') relevant.push('emailEwpNotification', 'showEwpLandingPage')
    const all = ctx.prefs.get(scope.member.member_key)
    const result: Partial<PreferencesWire> = { emailAddress: all.emailAddress }
    const billing: PreferenceFlag[] = [
      'emailPaymentReminder',
      'emailAutopayWithdrawalReminder',
      'discontinuePaperStatements',
      'emailWhenBillReady',
    ]
    const topic = request.query.topic === 'ebill' ? billing : null
    for (const flag of relevant) if (!topic || topic.includes(flag)) result[flag] = all[flag]
    return result
  })

  app.get(`/${paths.preferences}`, async (request) =>
    ctx.prefs.get(memberScope(ctx, request).member.member_key),
  )

  app.put(`/${paths.preferences}`, async (request) => {
    const scope = memberScope(ctx, request)
    const { currentPassword, ...change } = parseInput(preferencesUpdate, request.body, 'preferences')
    const current = ctx.prefs.get(scope.member.member_key)
    if (change.emailAddress !== undefined) {
      const next = change.emailAddress?.trim() ?? ''
      if (!next) throw badRequest('Email address is a required field')
      if (!isEmail(next)) throw badRequest('Invalid email address')
      change.emailAddress = next
      if (current.emailAddress && current.emailAddress.toLowerCase() !== next.toLowerCase()) {
        await confirmPassword(
          ctx,
          request,
          currentPassword,
          'Current password is required to change the e-mail address',
        )
      }
    }
    ctx.prefs.set(scope.member.member_key, change, ctx.stamp())
    return ctx.prefs.get(scope.member.member_key)
  })

  app.put(`/${paths.password}`, async (request) => {
    const user = userOf(ctx, request)
    const body = parseInput(passwordChange, request.body, 'password change')
    if (!(await verifySecret(body.currentPassword, user.password_hash))) {
      throw forbidden('Current password is incorrect')
    }
    if (!isValidPassword(body.newPassword)) throw badRequest(PASSWORD_RULE)
    if (body.newPassword === body.currentPassword) {
      throw badRequest('New password must be different from the current password')
    }
    setPassword.run(await hashSecret(body.newPassword), ctx.stamp(), user.user_id)
    // The user's other tokens end here too (decision 215); the one that proved the password goes on.
    revoked.revokeUser(user.user_id, bearerToken(request))
    if (user.member_key) ctx.activity.record(user.member_key, 'PASSWORD_CHANGED', clientDevice(request))
    return { message: 'Your password has been updated.' }
  })

  app.get(`/${paths.address}`, async (request) =>
    addressOf(ctx, memberScope(ctx, request).subscriber.subscriber_id),
  )

  app.put(`/${paths.address}`, async (request) => {
    const scope = memberScope(ctx, request)
    const input = parseInput(addressSchema, request.body, 'address')
    const next = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v.trim()])) as typeof input
    next.state = next.state.toUpperCase()
    next.country = next.country.toUpperCase()
    if (!next.addressLine1 || next.addressLine1.length > 60)
      throw badRequest('Address line 1 is a required field')
    if (next.addressLine2.length > 60)
      throw badRequest('Address line 2 exceeds the maximum number of characters')
    if (!next.city || next.city.length > 40) throw badRequest('City is a required field')
    if (!countryCodes.has(next.country)) throw badRequest('Invalid country')
    if (next.country === 'US') {
      if (!stateCodes.has(next.state)) throw badRequest('Invalid state')
      if (!/^\d{5}(-\d{4})?$/.test(next.zipCode)) throw badRequest('Invalid zip code')
    }
    const digits = next.phoneNumber.replace(/\D/g, '')
    if (next.phoneNumber && !/^1?\d{10}$/.test(digits)) throw badRequest('Invalid phone number')
    upsertAddress.run({ subscriber_id: scope.subscriber.subscriber_id, ...next, updated_at: ctx.stamp() })
    return addressOf(ctx, scope.subscriber.subscriber_id)
  })

  app.get(`/${paths.addressOptions}`, async () => addressOptionLists)

  const questions = ctx.db.prepare<[], { question_id: string; question: string }>(
    'SELECT question_id, question FROM security_questions ORDER BY sort_order',
  )
  const chosen = ctx.db.prepare<[number], { question_id: string; question: string }>(
    `SELECT q.question_id, q.question FROM security_answers a JOIN security_questions q USING (question_id)
     WHERE a.user_id = ? ORDER BY a.seq`,
  )
  const clearAnswers = ctx.db.prepare<[number]>('DELETE FROM security_answers WHERE user_id = ?')
  const addAnswer = ctx.db.prepare<[number, string, string, number, string]>(
    'INSERT INTO security_answers (user_id, question_id, answer_hash, seq, updated_at) VALUES (?, ?, ?, ?, ?)',
  )
  const shape = (r: { question_id: string; question: string }) => ({
    questionId: r.question_id,
    question: r.question,
  })
  const view = (userId: number): z.infer<typeof securityQuestions> => {
    return { available: questions.all().map(shape), selected: chosen.all(userId).map(shape) }
  }

  // The catalogue is public (registration needs it before any sign-in); with a token the member's
  // chosen questions come too.
  app.get(`/${paths.securityQuestions}`, { config: { public: true } }, async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
    const claims = match ? await ctx.tokens.verify(match[1]) : null
    if (match && !claims) throw unauthorized()
    return claims ? view(Number(claims.sub)) : { available: questions.all().map(shape), selected: [] }
  })

  app.put(`/${paths.securityAnswers}`, async (request) => {
    const user = userOf(ctx, request)
    const body = parseInput(securityAnswers, request.body, 'security answers')
    if (
      body.currentPassword !== undefined &&
      !(await verifySecret(body.currentPassword, user.password_hash))
    ) {
      throw forbidden('Current password is incorrect')
    }
    const hashed = await hashAnswers(ctx, body.answers)
    ctx.db.transaction(() => {
      clearAnswers.run(user.user_id)
      hashed.forEach(([questionId, hash], seq) =>
        addAnswer.run(user.user_id, questionId, hash, seq, ctx.stamp()),
      )
    })()
    return view(user.user_id)
  })
}

async function confirmPassword(
  ctx: GatewayContext,
  request: Parameters<typeof userOf>[1],
  password: string | undefined,
  missing: string,
) {
  if (!password) throw badRequest(missing)
  if (!(await verifySecret(password, userOf(ctx, request).password_hash))) {
    throw forbidden('Current password is incorrect')
  }
}

/** Checks question ids and answer rules, then hashes each normalised answer. */
export async function hashAnswers(
  ctx: GatewayContext,
  answers: { questionId: string; answer: string }[],
): Promise<[string, string][]> {
  const known = new Set(
    ctx.db
      .prepare<[], { question_id: string }>('SELECT question_id FROM security_questions')
      .all()
      .map((r) => r.question_id),
  )
  const seen = new Set<string>()
  for (const { questionId, answer } of answers) {
    if (!known.has(questionId)) throw badRequest(`Unknown security question ${questionId}`)
    if (seen.has(questionId)) throw badRequest('Each security question can be answered only once')
    seen.add(questionId)
    if (!isValidAnswer(answer.trim())) throw badRequest('Invalid answer')
  }
  return Promise.all(
    answers.map(
      async ({ questionId, answer }) =>
        [questionId, await hashSecret(normalizeAnswer(answer))] as [string, string],
    ),
  )
}
