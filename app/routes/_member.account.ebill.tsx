import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { parseForm } from '~/platform/forms/submission'
import { useActionData, useLoaderData } from '@remix-run/react'
import { EbillHandoff } from '~/features/account/ebill'
import { requireEbill } from '~/features/account/ebill.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { PageStack, PageTitle } from '~/ui/page'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { EBILL_REGISTER_REFUSED, ebillRegisterSchema } from '~/features/account/account'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'eBill' }]

export async function loader({ request }: LoaderFunctionArgs) {
  // Started with the eBill rule's calls (no waterfall); its failure counts only if the rule lets the member in.
  const { registered } = await requireEbill(request, ({ api }) => ({
    registered: api.ebillRegistered().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
  }))
  if ('error' in registered) return failTo(request)(registered.error)
  return data({ registered: registered.value }, { headers: { 'cache-control': 'no-store' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireEbill(request)
  const submission = parseForm(await request.formData(), { schema: ebillRegisterSchema })
  // The hidden intent has no field to show its message on: say it at form level (issue 22).
  if (submission.status !== 'success')
    return replyInvalid(submission, { formErrors: [EBILL_REGISTER_REFUSED] })
  try {
    await ctx.api.registerEbillUser()
  } catch (error) {
    return formFailure(request, error, submission)
  }
  return redirectWithNotice(request, '/account/ebill', 'You are registered for eBill')
}

export default function Ebill() {
  const { registered } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <PageStack>
      <PageTitle>eBill</PageTitle>
      <EbillHandoff registered={registered} lastResult={actionData?.result} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
