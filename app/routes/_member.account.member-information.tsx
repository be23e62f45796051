import { parseForm } from '~/platform/forms/submission'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { familyOf } from '~/features/account/family.server'
import { requireAccount } from '~/features/account/guards.server'
import { FamilyMemberCard, IdCardOptions } from '~/features/account/member-information'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { PageStack, PageTitle } from '~/ui/page'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import {
  emailIdCardSchema,
  ID_CARD_CHOICE_MISSING,
  ID_CARD_INTENTS,
  requestIdCardSchema,
} from '~/features/account/account'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Member information' }]

const schema = z.discriminatedUnion('intent', [emailIdCardSchema, requestIdCardSchema])

export async function loader({ request }: LoaderFunctionArgs) {
  const { account, member, idCardEligible } = await requireAccount(request, ({ api }) => ({
    idCardEligible: api.idCardEligible(),
  }))
  return {
    family: familyOf(account, member, new Date()),
    idCardEligible,
    email: account.preferences.emailAddress ?? '',
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireAccount(request)
  const submission = parseForm(await request.formData(), { schema })
  if (submission.status !== 'success') {
    // An empty body, or one naming neither form: said above the ID card options (decision 101).
    const chosen = ID_CARD_INTENTS.includes(String(submission.payload.intent))
    return replyInvalid(submission, chosen ? {} : { formErrors: [ID_CARD_CHOICE_MISSING] })
  }
  if (!(await api.idCardEligible().catch(failTo(request))))
    return replyInvalid(submission, { formErrors: ['Not eligible for an ID card'] })
  const value = submission.value
  try {
    if (value.intent === 'email-id-card') {
      await api.emailIdCard({ category: value.category, emailAddress: value.emailAddress })
      return redirectWithNotice(
        request,
        '/account/member-information',
        `Your ID card was e-mailed to ${value.emailAddress}`,
      )
    }
    const answer = await api.requestIdCard(value.category)
    return redirectWithNotice(
      request,
      '/account/member-information',
      answer || 'Your ID card request was received',
    )
  } catch (error) {
    return formFailure(request, error, submission)
  }
}

export default function MemberInformation() {
  const { family, idCardEligible, email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <PageStack>
      <PageTitle>Member information</PageTitle>
      {family.map((person) => (
        <FamilyMemberCard key={person.key} person={person} />
      ))}
      {idCardEligible ? <IdCardOptions email={email} lastResult={actionData?.result} /> : null}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
