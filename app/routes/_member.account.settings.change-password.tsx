import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ChangePasswordForm } from '~/features/account/change-password'
import { formMessage, requireSettings } from '~/features/account/guards.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { PageStack, PageTitle } from '~/ui/page'
import { changePasswordSchema, PASSWORD_CHANGED } from '~/features/account/account'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Change password' }]
const hideFields = ['currentPassword', 'newPassword', 'confirmPassword']

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSettings(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireSettings(request)
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema })
  if (submission.status !== 'success') return submission.reply({ hideFields })
  const { currentPassword, newPassword } = submission.value
  const failed = await api.changePassword({ currentPassword, newPassword }).then(
    () => null,
    (e) => formMessage(e, request),
  )
  if (failed !== null) return submission.reply({ formErrors: [failed], hideFields })
  return redirectWithNotice(request, '/account/settings', PASSWORD_CHANGED)
}

export default function ChangePassword() {
  const lastResult = useActionData<typeof action>()
  return (
    <PageStack>
      <PageTitle>Change password</PageTitle>
      <ChangePasswordForm lastResult={lastResult} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
