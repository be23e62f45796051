import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { SelectGroupPage } from '~/features/sign-in/select-group-page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import type { action, loader } from './select-group.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'selectGroup.title')

export default function SelectGroup() {
  const { groups, currentGroupId } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return <SelectGroupPage groups={groups} currentGroupId={currentGroupId} lastResult={actionData?.result} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
