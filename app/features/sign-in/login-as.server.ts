import type { TokenResponse } from '@member-dashboard/contract'
import { formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import { loginAsSchema } from './sign-in-schemas'
import { limitAttempts, limitedReply } from '~/platform/security/rate-limit.server'
import { requireStaff } from '~/platform/session/auth.server'
import { beginSession } from './post-login.server'
import { LOGIN_AS_NOT_FOUND, loginAsTitle } from './sign-in'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import { message } from '~/platform/i18n/message'
import type { PageArgs } from '~/platform/context/load-context.server'

const FORGED_INTENT = message('validation:sign-in.loginAsIntent')

/** /login-as (spec section 2): staff only; the title names the staff role. */
export async function loginAsLoader(args: PageArgs) {
  const { role } = await requireStaff(args)
  return {
    title: loginAsTitle(role),
    messages: messagesFor(args, { 'sign-in': 'all', validation: formMessages('sign-in') }),
  }
}

/** Staff sign in on a member's behalf: a new session with the login-as token (no CRM hand-off). */
export async function loginAsAction(args: PageArgs) {
  const { request } = args
  const { api, brand, claims } = await requireStaff(args)
  const submission = parseForm(await request.formData(), { schema: loginAsSchema(new Date()) })
  if (submission.status !== 'success') {
    // A forged intent (neither button) has no field to show its error on: say it at form level.
    return replyInvalid(submission, { formErrors: submission.error?.intent ? [FORGED_INTENT] : undefined })
  }
  const { intent, subscriberId, firstName, lastName, dateOfBirth } = submission.value
  const names = intent === 'submit' ? { firstName, lastName, dateOfBirth } : {}
  // Attempt limits (decision 074), counted per staff user and per address.
  const limit = await limitAttempts(request, 'login-as', `${brand.domainId}:${claims.sub}`)
  if (limit.blocked) return limitedReply(submission, limit.blocked)
  let tokenResponse: TokenResponse
  try {
    tokenResponse = await api.loginAs({ subscriberId, domainId: brand.domainId, ...names })
  } catch (error) {
    await limit.failed()
    // "Login-as failure: 400 or 404 shows the server message and resets the form."
    return formFailure(args, error, submission, {
      resetForm: true,
      message: (body) => body?.message ?? LOGIN_AS_NOT_FOUND,
    })
  }
  return beginSession(args, tokenResponse, { preventCrm: true })
}
