/**
 * The member layout's loader (app/routes/_member.tsx): a full sign-in, then the header data (spec
 * section 4) in parallel for the shell's menus, alerts and footer. Child loaders reuse the same
 * calls through the per-token cache.
 */
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { getAuthState, requireMember, tokenKind } from '~/platform/session/auth.server'
import type { ErrorData } from '~/ui/error-boundary'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { messageTextFor } from '~/platform/i18n/page-texts.server'
import { translateTitles } from '~/platform/i18n/menu-titles'
import { readDismissedAlerts } from './alerts.server'
import { loadHeaderData } from './header-data.server'
import { errorPageAnswer, isOpenPage } from './open-pages'
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'

/**
 * The shell's data, or null on a page open to everyone (unknown address, /error/{status}) for a
 * visitor who is not signed in as a member: no shell then, the page shows in the public frame
 * (instead of sending the visitor to /login).
 */
export async function loadMemberLayout(args: LoaderFunctionArgs) {
  const { request, params } = args
  if (isOpenPage(new URL(request.url).pathname, params) && !(await isMemberSession(args))) return null
  const ctx = await requireMember(args)
  const dismissedAlerts = await readDismissedAlerts(request)
  const header = await loadHeaderData(ctx, args, { dismissedAlerts })
  const titles = catalogues[contextOf(args).language].menus
  const { primary, utility, account, accountDesktop, groupSwitch } = header.menus
  return {
    firstName: header.member.firstName,
    // The menus in the member's language (decision 189).
    menus: {
      ...header.menus,
      primary: translateTitles(primary, titles),
      utility: translateTitles(utility, titles),
      account: translateTitles(account, titles),
      accountDesktop: translateTitles(accountDesktop, titles),
      groupSwitch: groupSwitch && {
        ...groupSwitch,
        dates: groupSwitch.dates && messageTextFor(args)(groupSwitch.dates),
      },
    },
    alerts: header.alerts,
    accreditation: header.accreditation,
  }
}

/** What requireMember lets through: a full token that is not a bare staff token. */
async function isMemberSession(args: PageArgs) {
  const { stage, claims } = await getAuthState(args)
  return stage === 'full' && claims !== null && tokenKind(claims) !== 'staff'
}

/** Thrown by an error page's loader: its status, and the catalogue entry when it differs. */
export function errorPageResponse(status: string | undefined) {
  const answer = errorPageAnswer(status)
  const body: ErrorData | null = answer.errorPage === undefined ? null : { errorPage: answer.errorPage }
  return data(body, { status: answer.status })
}
