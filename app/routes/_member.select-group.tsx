import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { selectGroupAction, selectGroupData } from '~/features/sign-in/select-group.server'
import { SelectGroupPage } from '~/features/sign-in/select-group-page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'selectGroup.title')

/** Select group (spec section 2): "Group details are loaded before the page opens." */
export async function loader({ request }: LoaderFunctionArgs) {
  return selectGroupData(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return selectGroupAction(request)
}

export default function SelectGroup() {
  const { groups, currentGroupId } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return <SelectGroupPage groups={groups} currentGroupId={currentGroupId} lastResult={actionData?.result} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
