import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ChangePasswordForm } from '~/features/account/change-password'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { changePasswordLoader, changePasswordAction } from '~/features/account/change-password.server'

export const meta: MetaFunction = () => [{ title: 'Change password' }]
export async function loader({ request }: LoaderFunctionArgs) {
  return changePasswordLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return changePasswordAction(request)
}

export default function ChangePassword() {
  const actionData = useActionData<typeof action>()
  return (
    <PageStack>
      <PageTitle>Change password</PageTitle>
      <ChangePasswordForm lastResult={actionData?.result} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
