export { loader, action } from '~/features/sign-in/pages/login.server'
import { Alert } from '@mantine/core'
import { Anchor, Group, Stack } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'
import { LoginForm } from '~/features/sign-in/login-form'
import { DeviceCodeOffer } from '~/features/sign-in/device-code-offer'
import { PasskeySignIn } from '~/features/sign-in/passkey-sign-in'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'
import type { action, loader } from '~/features/sign-in/pages/login.server'

function loginLinks(showSignUpLinks: boolean) {
  return [
    ...(showSignUpLinks ? [{ label: 'login.createAccount', to: '/registration' }] : []),
    { label: 'login.forgotUsername', to: '/recovery/username' },
    { label: 'login.forgotPassword', to: '/recovery/password' },
    ...(showSignUpLinks ? [{ label: 'login.contactUs', to: '/contact-us' }] : []),
  ]
}

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'login.title')

export default function Login() {
  const { showSignUpLinks, redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const { t } = useTranslation('sign-in')
  return (
    <BasicFrame>
      <Stack maw={440} mx="auto" gap="md">
        <PageTitle>{t('login.heading')}</PageTitle>
        {root?.loggedOut ? (
          <Alert color="green" variant="light" role="status" title={t('login.loggedOut')} />
        ) : null}
        {root?.signedOutMessage ? (
          <Alert color="blue" variant="light" role="status" title={t('login.signedOut')}>
            {root.signedOutMessage}
          </Alert>
        ) : null}
        <LoginForm lastResult={actionData?.result} redirectTo={redirectTo} />
        {actionData && 'offerCode' in actionData && actionData.offerCode ? (
          <DeviceCodeOffer username={String(actionData.result.initialValue?.username ?? '')} />
        ) : null}
        <PasskeySignIn redirectTo={redirectTo} />
        <Group gap="md" component="nav" aria-label={t('login.help')}>
          {loginLinks(showSignUpLinks).map((link) => (
            <Anchor key={link.to} to={link.to}>
              {t(link.label)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </BasicFrame>
  )
}
