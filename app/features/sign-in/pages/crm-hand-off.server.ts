import { noneOnFailure } from '~/platform/failures/failures.server'
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { env } from '~/platform/config/env.server'
import { getAuthState, tokenKind } from '~/platform/session/auth.server'
import { handOffPage } from '~/platform/html-page.server'
import { htmlTextsFor } from '~/platform/i18n/html-texts.server'
import { CRM_HAND_OFF_PATH, forcedPasswordChangeGuard } from '~/platform/session/token-rules'
import { contextOf } from '~/platform/context/load-context.server'

/**
 * The CRM hand-off (spec section 4 step 2): "post a hidden form to the CRM single sign-on with the
 * token (and an optional test-environment value)". A stand-alone document, so the token appears
 * only in the form's hidden field (no loader JSON, no URL); it submits itself with a one-line
 * script (/hand-off.js) and shows a 'Continue' button for browsers without JavaScript. Only a member whose
 * principal group is CRM-routed, with forwarding not prevented, gets it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { stage, token, claims, session } = await getAuthState(args)
  if (stage !== 'full' || !token || !claims) throw redirect('/login')
  // A change the account status forces comes first (issue 51, persona carmen).
  const owed = forcedPasswordChangeGuard(session.get('passwordChangeRequired') === true, CRM_HAND_OFF_PATH)
  if (owed.kind === 'redirect') throw redirect(owed.to)
  if (tokenKind(claims) !== 'member' || session.get('crmPrevented')) throw redirect('/home')
  const groups = await contextOf(args).api(token).groups().catch(noneOnFailure(null))
  if (!groups?.some((group) => group.groupId === claims.groupId && group.crmRouted)) throw redirect('/home')
  // The texts in the member's language (decision 189).
  const { language, t } = htmlTextsFor(args, 'hand-offs')
  return handOffPage({
    brand: contextOf(args).brand,
    language,
    title: t('crm.title'),
    before: `<p>${t('crm.served')}</p>`,
    action: env.crmSsoUrl,
    fields: env.crmTestEnvironment ? { token, testEnvironment: env.crmTestEnvironment } : { token },
    continueLabel: t('crm.continue'),
    formId: 'crm-hand-off',
  })
}
