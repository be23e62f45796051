import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { failTo } from '~/platform/failures/failures.server'
import { loadHome } from '~/features/home/home.server'
import { dismissStaffAccessNotice } from '~/features/home/staff-access-notice.server'
import { requireMember } from '~/platform/session/auth.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'

/** The `home` sections the page renders (the server writes the banner lines and the notice's text). */
const HOME_SECTIONS = [
  'title',
  'welcome',
  'banners',
  'staffAccess',
  'careReminders',
  'primaryCare',
  'memberInfo',
  'idCardActions',
  'pci',
  'programs',
] as const

/** Home (spec section 2 'Home'): every call in parallel; a failure renders the error page with its status. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await requireMember(args)
  const home = await loadHome(ctx, args).catch(failTo(args))
  return { ...home, messages: messagesFor(args, { home: HOME_SECTIONS }) }
}

/** Dismissing the staff access notice (issue 23). */
export async function action(args: ActionFunctionArgs) {
  return dismissStaffAccessNotice(args)
}
