export { loader } from '~/features/registration/pages/logout.server'
import { Anchor, Stack, Text } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { endsSession } from '~/platform/signed-in'
import { PageTitle } from '~/ui/page'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'logout.title')

/** Drawn signed out (the public frame), whatever the root loader beside this one saw. */
export const handle = endsSession

export default function Logout() {
  const { t } = useTranslation('sign-in')
  return (
    <BasicFrame>
      <Stack gap="md">
        <PageTitle>{t('logout.heading')}</PageTitle>
        <Text>{t('logout.text')}</Text>
        <Anchor to="/login">{t('logout.logIn')}</Anchor>
      </Stack>
    </BasicFrame>
  )
}
