import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { clearFlashCookie, flashCookie } from '~/platform/session/flash.server'
import { closeSession } from '~/platform/session/close-session.server'
import { contextOf } from '~/platform/context/load-context.server'
import { clearRegistrationCookie } from '~/features/registration/state.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import { DOMAIN } from '~/platform/config/brands'

/**
 * Logout (spec sections 2 and 4 step 5): the session ends the one way (`closeSession`: the cached
 * calls, the token here and at the gateway, the record, the cookie), and the registration state
 * goes too. The main brand shows 'Logged out successfully'; other brands go to /login with the
 * 'You have logged out successfully.' banner. In the registration area: the page ends the
 * registration state too, and a feature imports only its own area (decision 256).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args
  const context = contextOf(args)
  const headers = await closeSession((await context.auth()).session)
  headers.set('cache-control', 'no-store')
  headers.append('set-cookie', await clearRegistrationCookie(request))
  if (context.brand.domainId !== DOMAIN.MAIN) {
    headers.append('set-cookie', await flashCookie(request, { loggedOut: true }))
    throw redirect('/login', { headers })
  }
  headers.append('set-cookie', await clearFlashCookie(request))
  return data({ messages: messagesFor(args, { 'sign-in': 'all' }) }, { headers })
}
