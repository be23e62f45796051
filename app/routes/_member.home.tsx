import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { failTo } from '~/platform/failures/failures.server'
import { loadHome } from '~/features/home/home.server'
import { dismissStaffAccessNotice } from '~/features/home/staff-access-notice.server'
import { requireMember } from '~/platform/session/auth.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { HomePage } from '~/features/home/home-page'
import { messagesFor } from '~/platform/i18n/language.server'
import { pageTitle } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'home', 'title')

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
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireMember(request)
  const home = await loadHome(ctx, request).catch(failTo(request))
  return { ...home, messages: messagesFor(request, { home: HOME_SECTIONS }) }
}

/** Dismissing the staff access notice (issue 23). */
export async function action({ request }: ActionFunctionArgs) {
  return dismissStaffAccessNotice(request)
}

export default function Home() {
  return <HomePage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
