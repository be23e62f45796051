import { data, redirect } from '@remix-run/node'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import type { PasswordLoginAnswer } from '@member-dashboard/contract'
import { brandForRequest } from '~/platform/config/brand.server'
import { formFailure } from '~/platform/failures/failures.server'
import { formReply, replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import { loginSchema } from './sign-in-schemas'
import { createMemberApi } from '~/platform/gateway/client.server'
import { getAuthState } from '~/platform/session/auth.server'
import { loginErrorMessage } from './login-errors'
import { guardLogin } from './login-guard.server'
import { afterPassword } from './second-step.server'
import { returnPath } from '~/platform/security/redirects'
import { DOMAIN } from '~/platform/config/brands'
import type { PageArgs } from '~/platform/context/load-context.server'

/** /login: signed in already goes on (to the asked-for page, decision 097); else the form. */
export async function loginLoader(args: PageArgs) {
  const { request } = args
  const { stage, brand } = await getAuthState(args)
  // The page asked for while signed out (decision 097): only a safe same-site path, else none.
  const redirectTo = returnPath(new URL(request.url).searchParams.get('redirectTo'))
  if (stage === 'full') throw redirect(redirectTo ?? brand.defaultRoute)
  return {
    showSignUpLinks: brand.domainId !== DOMAIN.PARTNER,
    redirectTo,
    messages: messagesFor(args, {
      'sign-in': ['login', 'errors', 'deviceCode', 'passkey'],
      validation: formMessages('sign-in'),
    }),
  }
}

/** The login form (spec section 5): attempt limits, the gateway's login, then post-login routing. */
export async function loginAction(args: PageArgs) {
  const { request } = args
  const formData = await request.formData()
  const submission = parseForm(formData, { schema: loginSchema })
  const hideFields = ['password']
  if (submission.status !== 'success') return replyInvalid(submission, { hideFields })
  const domainId = brandForRequest(request).domainId
  // Attempt shares (decision 135): the member is never locked out by someone else.
  const guard = await guardLogin(request, domainId, submission.value.username)
  if (guard.refused) {
    // A message (key and values) the page translates, as the form rules' (decision 225). Past the
    // device block, a code to the e-mail on file is offered (issue 51); never for a lock.
    const offer = { offerCode: guard.refused.kind === 'device' }
    return formReply(
      submission,
      { formErrors: [guard.refused.message], hideFields },
      guard.refused.init,
      offer,
    )
  }
  let answer: PasswordLoginAnswer
  try {
    answer = await createMemberApi(null).login(
      { ...submission.value, domainId },
      { trustedDevice: guard.trusted },
    )
  } catch (error) {
    // What the gateway has left, learned from its answer; a time-out or a call cut in transit
    // counts as a failure, an outage that never reached it does not (decisions 096, 216).
    const { shareLeft, spentMessage } = await guard.failed(error)
    const untrusted = shareLeft === null ? null : { shareLeft, spentMessage }
    // `token` is screen-handled (section 8): the login errors from the gateway's error body, with
    // what this client can really still try (a message the page translates).
    const message = (body: unknown) => loginErrorMessage(body, untrusted)
    const reply = await formFailure(args, error, submission, { hideFields, message })
    // This failure spent the untrusted share: the device block, with its way past (issue 51).
    const blocked = untrusted && untrusted.shareLeft === 0 && shownMessage(reply) === spentMessage
    return blocked ? withCodeOffer(reply) : reply
  }
  const trustCookie = await guard.succeeded()
  // The hidden field carries the asked-for page with JavaScript on or off (checked again there).
  const redirectTo = formData.get('redirectTo') ?? new URL(request.url).searchParams.get('redirectTo')
  return afterPassword(args, answer, {
    username: submission.value.username,
    trusted: guard.trusted,
    trustCookie,
    returnTo: typeof redirectTo === 'string' ? redirectTo : null,
  })
}

type LoginReply = Awaited<ReturnType<typeof formFailure>>

/** The form-level message of a reply. */
function shownMessage(reply: LoginReply) {
  return reply.data.result.error?.['']?.[0] ?? null
}

/** The same reply, offering 'Email me a code'. */
function withCodeOffer(reply: LoginReply) {
  return data({ ...reply.data, offerCode: true }, reply.init ?? undefined)
}
