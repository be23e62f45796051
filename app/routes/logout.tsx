import { Anchor, Stack, Text, Title } from '~/ui/layout'
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { brandForRequest } from '~/platform/config/brand.server'
import { memberCache } from '~/platform/gateway/client.server'
import { flashCookie } from '~/platform/session/flash.server'
import { revokeToken } from '~/platform/session/revocation.server'
import { destroySession, getSession } from '~/platform/session/session.server'
import { BasicFrame } from '~/features/shell/basic-frame'
import { messagesFor } from '~/platform/i18n/catalogues.server'
import { languageOf } from '~/platform/i18n/language.server'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { endsSession } from '~/platform/session/use-signed-in'
import { DOMAIN } from '~/platform/config/brands'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'logout.title')

/** Drawn signed out (the public frame), whatever the root loader beside this one saw. */
export const handle = endsSession

/** The app's other cookies (names start with '__'): flash messages and the registration state. */
const OTHER_APP_COOKIES = ['__flash', '__registration'] as const

/** An expired copy of a cookie, so the browser drops it. */
function expired(name: string) {
  return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`
}

/**
 * Logout (spec sections 2 and 4 step 5): clears the session, the member's cached calls, the
 * cookies and the registration state. The main brand shows 'Logged out successfully'; other
 * brands go to /login with the 'You have logged out successfully.' banner.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request)
  await memberCache.clearToken(session.get('token') ?? null)
  // The token ends with the session, here and at the gateway (decision 137).
  await revokeToken(session.get('token'))
  const headers = new Headers({ 'cache-control': 'no-store' })
  headers.append('set-cookie', await destroySession(session))
  const mainBrand = brandForRequest(request).domainId === DOMAIN.MAIN
  for (const name of OTHER_APP_COOKIES)
    if (mainBrand || name !== '__flash') headers.append('set-cookie', expired(name))
  if (!mainBrand) {
    headers.append('set-cookie', await flashCookie(request, { loggedOut: true }))
    throw redirect('/login', { headers })
  }
  return data({ messages: messagesFor(languageOf(request), ['sign-in']) }, { headers })
}

export default function Logout() {
  const { t } = useTranslation('sign-in')
  return (
    <BasicFrame>
      <Stack gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          {t('logout.heading')}
        </Title>
        <Text>{t('logout.text')}</Text>
        <Anchor to="/login">{t('logout.logIn')}</Anchor>
      </Stack>
    </BasicFrame>
  )
}
