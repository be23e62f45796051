import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EbillHandoff } from '~/account/ebill'
import { requireAccount, type AccountContext } from '~/account/guards.server'
import { redirectWithNotice } from '~/account/notice.server'
import { PageStack, PageTitle } from '~/account/page'
import { env } from '~/config/env.server'
import { failTo } from '~/gateway/failures.server'
import { ebillHandoffUrl } from '~/rules/account'
import { BRAND_THEME } from '~/rules/constants'
import { isMemberTermed } from '~/rules/eligibility'
import { showEbillMenu } from '~/rules/menus'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'eBill' }]

/** eBill: only for members with eBill who are not termed, never on the partner brand (403 otherwise). */
async function requireEbill(request: Request) {
  const ctx = await requireAccount(request)
  const [hasEbill, family] = await Promise.all([ctx.api.hasEbill(), ctx.api.familyEligibility()]).catch(
    failTo(request),
  )
  const isTermed = isMemberTermed(family, ctx.member.memberKey, new Date())
  if (!showEbillMenu({ domainId: ctx.brand.domainId, hasEbill, isTermed }))
    throw data({ signedIn: true }, { status: 403 })
  return ctx as AccountContext
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireEbill(request)
  const registered = await ctx.api.ebillRegistered().catch(failTo(request))
  const dashboardLink = new URL('/home', request.url).toString()
  const action = ebillHandoffUrl(env.ebillUrl, { registered, dashboardLink, theme: BRAND_THEME })
  return data({ action, token: ctx.token, registered }, { headers: { 'cache-control': 'no-store' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireEbill(request)
  await ctx.api.registerEbillUser().catch(failTo(request))
  return redirectWithNotice(request, '/account/ebill', 'You are registered for eBill')
}

export default function Ebill() {
  const props = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>eBill</PageTitle>
      <EbillHandoff {...props} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
