import { redirect } from '@remix-run/node'
import { languageCookie } from '~/platform/i18n/language.server'
import { isLanguage } from '~/platform/i18n/languages'
import { safeRelativePath } from '~/platform/security/redirects'

/**
 * GET /language?to=es&returnTo=/claims (decision 189): keeps the member's explicit choice in the
 * language cookie and goes back to the page the link was on (a path of this site only; /home
 * otherwise, which sends a signed-out visitor on to /login). A plain GET: it works without
 * JavaScript. An unknown language changes nothing. The return path goes through the app's one rule
 * (`safeRelativePath`, issue 42): a browser's URL parser cannot read it as another site.
 */
export function switchLanguage(request: Request) {
  const url = new URL(request.url)
  const to = url.searchParams.get('to')
  const back = safeRelativePath(url.searchParams.get('returnTo'), '/home')
  const headers = new Headers({ 'cache-control': 'no-store' })
  if (isLanguage(to)) headers.append('set-cookie', languageCookie(to))
  return redirect(back, { headers })
}
