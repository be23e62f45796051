export { loader, action } from '~/features/sign-in/pages/login-as.server'
import { Stack } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { LoginAsForm } from '~/features/sign-in/login-as-form'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'
import type { action, loader } from '~/features/sign-in/pages/login-as.server'

export const meta: MetaFunction<typeof loader> = (args) =>
  pageTitle(args, 'sign-in', args.data ? `loginAs.titles.${args.data.title}` : 'loginAs.title')

export default function LoginAs() {
  const { title } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('sign-in')
  return (
    <BasicFrame>
      <Stack maw={560} gap="md">
        <PageTitle>
          {/* The rule's English title names the catalogue's text (decision 189). */}
          {t(`loginAs.titles.${title}`)}
        </PageTitle>
        <LoginAsForm lastResult={actionData?.result} />
      </Stack>
    </BasicFrame>
  )
}
