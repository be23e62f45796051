/** /registration-policies (spec section 2): the policies step after sign-in on the partner brand. */
import { parseForm } from '~/platform/forms/submission'
import { failTo } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { principalMember } from '~/platform/session/account-state.server'
import { SNACKBAR_LONG_MS } from '~/platform/session/flash'
import { isSubscriber } from '~/platform/plan/eligibility'
import { registrationPoliciesDefaults, registrationPolicyPayload } from './registration-policies'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import { registrationPoliciesSchema } from './sign-in-schemas'
import { requireTemporaryToken, type TemporaryContext } from '~/platform/session/auth.server'
import { flashCookie } from '~/platform/session/flash.server'
import { routeOnward } from './post-login.server'
import type { PageArgs } from '~/platform/context/load-context.server'

/** The saved policies and whether the signed-in member is the subscriber (fetched in parallel). */
async function policiesState(ctx: TemporaryContext, args: PageArgs) {
  const [account, saved] = await Promise.all([ctx.api.account(), ctx.api.registrationPolicies()]).catch(
    failTo(args),
  )
  const subscriber = isSubscriber(principalMember(account, ctx.claims.memberKey).memberSuffix)
  return { subscriber, saved: saved.registrationPolicy }
}

export async function registrationPoliciesLoader(args: PageArgs) {
  const { subscriber, saved } = await policiesState(await requireTemporaryToken(args), args)
  return {
    subscriber,
    defaults: registrationPoliciesDefaults(saved, subscriber),
    messages: messagesFor(args, { 'sign-in': 'all', validation: formMessages('sign-in') }),
  }
}

export async function registrationPoliciesAction(args: PageArgs) {
  const { request } = args
  const ctx = await requireTemporaryToken(args)
  const { subscriber } = await policiesState(ctx, args)
  const submission = parseForm(await request.formData(), {
    schema: registrationPoliciesSchema(subscriber),
  })
  if (submission.status !== 'success') return replyInvalid(submission)
  // "Page-level failures (registration policies ...): go to the error page with the status."
  await ctx.api.updateRegistrationPolicies(registrationPolicyPayload(submission.value)).catch(failTo(args))
  // The notice is shown on the next page: written now, in the member's language (decision 189).
  const { t } = textsFor(args, 'sign-in')
  const flash = await flashCookie(request, {
    notification: {
      message: t('policies.saved'),
      status: 'success',
      dismissAfter: SNACKBAR_LONG_MS,
    },
  })
  return routeOnward(args, ctx.session, { setCookies: [flash] })
}
