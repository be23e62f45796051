import { Stack } from '~/ui/layout'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { LoginAsForm } from '~/features/sign-in/login-as-form'
import { loginAsAction, loginAsLoader } from '~/features/sign-in/login-as.server'
import { BasicFrame } from '~/features/shell/basic-frame'
import { translateForMeta, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: translateForMeta(matches, 'sign-in', data ? `loginAs.titles.${data.title}` : 'loginAs.title') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return loginAsLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return loginAsAction(request)
}

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
