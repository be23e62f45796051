import { brandForRequest } from '~/platform/config/brand.server'
import { HANDED_OVER_TOKEN_MAX, handedOverTokenProblem } from './sign-in'
import { requireTemporaryToken } from '~/platform/session/auth.server'
import { proveGatewayToken } from '~/platform/session/token-verify.server'
import { errorPageEntry, errorPageTexts } from '~/platform/failures/error-catalogue'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { htmlTextsFor } from '~/platform/i18n/html-texts.server'
import { createTranslate } from '~/platform/i18n/translate'
import { newSession, routeOnward } from './post-login.server'
import { isTokenRevoked } from '~/platform/session/revocation.server'
import { commitSession, tokenSessionEnded } from '~/platform/session/session.server'
import { isCanonicalJws } from '@member-dashboard/contract'
import { escapeHtml, htmlPage } from '~/platform/html-page.server'
import type { PageArgs } from '~/platform/context/load-context.server'

/**
 * /sso-landing (spec sections 2 and 4): another application hands the member's token over with a
 * hidden form POST (field `token`). The session cookie is SameSite=Strict, so it is not sent on
 * that cross-site POST nor on a redirect chain it starts: the POST stores the token and answers
 * with a small page that continues by a same-site navigation (meta refresh and a link) to GET
 * /sso-landing, a temporary-token page, which routes onward as after a login.
 * The token is proved genuine (its signature, with the keys the gateway publishes) before any
 * session exists or any of its claims is read (decision 095); only the configured hand-off
 * origins may post here (app-server Origin rule, SSO_ALLOWED_ORIGINS). Only a token in its canonical
 * form is looked at (decision 215): another spelling of a revoked token is that token, refused.
 */
export async function ssoLandingLoader(args: PageArgs) {
  const { session } = await requireTemporaryToken(args)
  return routeOnward(args, session)
}

/** The POST of the hand-over: prove the token, store it in a new session, continue same-site. */
export async function ssoLandingAction(args: PageArgs) {
  const { request } = args
  const brand = brandForRequest(request)
  const form = await request.formData().catch(() => null)
  const token = form?.get('token')
  const text = typeof token === 'string' && token.length <= HANDED_OVER_TOKEN_MAX ? token.trim() : ''
  const proof =
    text && isCanonicalJws(text)
      ? await proveGatewayToken(text)
      : ({ ok: false, problem: 'invalid' } as const)
  // The pages' texts in the member's language (decision 189).
  const { language, t } = htmlTextsFor(args, 'sign-in')
  const logIn = `<p><a href="/login">${t('ssoLanding.logIn')}</a></p>`
  if (!proof.ok && proof.problem === 'unavailable') {
    // The gateway's keys could not be fetched: the catalogue's 503 / 408, never 'forged'.
    const entry = errorPageTexts(
      errorPageEntry(proof.status, { signedIn: false, domainId: brand.domainId }),
      createTranslate(catalogues[language], language, 'common'),
    )
    return htmlPage({
      brand,
      language,
      status: proof.status,
      title: entry.title,
      body: `<div data-testid="error-page" data-status="${proof.status}">
<h1>${escapeHtml(entry.title)}</h1>
<p>${escapeHtml(entry.code ?? '')}</p>
<p>${t('ssoLanding.unavailable')}</p>
${logIn}
</div>`,
    })
  }
  // A genuine token that ended (logout, password change, time-out; decision 137) is refused too,
  // and so is one whose dashboard session has ended, before the sweep revokes it (decision 215).
  const problem = handedOverTokenProblem(proof.ok ? proof.claims : null, brand.domainId, Date.now())
  if (problem || (await isTokenRevoked(text)) || (await tokenSessionEnded(text))) {
    return htmlPage({
      brand,
      language,
      status: 400,
      title: t('ssoLanding.refusedTitle'),
      // Marked as the app's error pages are: a refusal that says why.
      body: `<div data-testid="error-page" data-status="400">
<h1>${t('ssoLanding.refusedTitle')}</h1>
<p>${t('ssoLanding.refused')}</p>
${logIn}
</div>`,
    })
  }
  // Tokens handed over from outside never go straight back to the CRM (no loop; decision 012).
  const session = await newSession(args, text, { preventCrm: true })
  return htmlPage({
    brand,
    language,
    title: t('ssoLanding.signingIn'),
    head: '<meta http-equiv="refresh" content="0;url=/sso-landing">',
    body: `<h1>${t('ssoLanding.signingIn')}</h1>
<p>${t('ssoLanding.next')}</p>
<p><a class="button" href="/sso-landing">${t('ssoLanding.continue')}</a></p>`,
    setCookies: [await commitSession(session)],
  })
}
