import { Anchor, Stack, Text } from '~/ui/layout'
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { brandForRequest } from '~/platform/config/brand.server'
import { clearFlashCookie, flashCookie } from '~/platform/session/flash.server'
import { closeSession } from '~/platform/session/close-session.server'
import { getSession } from '~/platform/session/session.server'
import { clearRegistrationCookie } from '~/features/registration/state.server'
import { BasicFrame } from '~/features/shell/basic-frame'
import { messagesFor } from '~/platform/i18n/language.server'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { endsSession } from '~/platform/session/use-signed-in'
import { DOMAIN } from '~/platform/config/brands'
import { PageTitle } from '~/ui/page'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'logout.title')

/** Drawn signed out (the public frame), whatever the root loader beside this one saw. */
export const handle = endsSession

/**
 * Logout (spec sections 2 and 4 step 5): the session ends the one way (`closeSession`: the cached
 * calls, the token here and at the gateway, the record, the cookie), and the registration state
 * goes too. The main brand shows 'Logged out successfully'; other brands go to /login with the
 * 'You have logged out successfully.' banner.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = await closeSession(await getSession(request))
  headers.set('cache-control', 'no-store')
  headers.append('set-cookie', await clearRegistrationCookie(request))
  if (brandForRequest(request).domainId !== DOMAIN.MAIN) {
    headers.append('set-cookie', await flashCookie(request, { loggedOut: true }))
    throw redirect('/login', { headers })
  }
  headers.append('set-cookie', await clearFlashCookie(request))
  return data({ messages: messagesFor(request, { 'sign-in': 'all' }) }, { headers })
}

export default function Logout() {
  const { t } = useTranslation('sign-in')
  return (
    <BasicFrame>
      <Stack gap="md">
        <PageTitle>{t('logout.heading')}</PageTitle>
        <Text>{t('logout.text')}</Text>
        <Anchor to="/login">{t('logout.logIn')}</Anchor>
      </Stack>
    </BasicFrame>
  )
}
