import { List } from '@mantine/core'
import { PlainButton } from '~/ui/plain-button'
import { Anchor, Card, Group, Stack, Text, Title } from '~/ui/layout'
import { SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { ebillRegisterConstraint } from './form-constraints.generated'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { PreferenceFlag } from '@member-dashboard/contract'
import { PREFERENCE_LABEL } from './account'

/** The account forms' schemas, loaded after the page (decision 170). */
const schemas = () => import('./account-schemas')

/**
 * 'Go to eBill' posts (as a document navigation, same origin, no token) to the hand-off route,
 * which answers the page that carries the token to the eBill site: see resources.ebill-hand-off.
 */
export function EbillHandoff(props: { registered: boolean; lastResult?: FormResult }) {
  const { t } = useTranslation('account')
  const [form] = useSchemaForm(ebillRegisterConstraint, () => schemas().then((m) => m.ebillRegisterSchema), {
    id: 'ebill-register',
    lastResult: props.lastResult,
  })
  return (
    <Stack gap="lg">
      <Card withBorder component="section" aria-labelledby="ebill-open-heading">
        <Title order={2} size="h3" id="ebill-open-heading" mb="xs">
          {t('ebill.openHeading')}
        </Title>
        <Text mb="md">{t(props.registered ? 'ebill.registered' : 'ebill.firstTime')}</Text>
        <form method="post" action="/resources/ebill-hand-off">
          <PlainButton>{t('ebill.go')}</PlainButton>
        </form>
      </Card>
      {props.registered ? null : (
        <Card withBorder component="section" aria-labelledby="ebill-register-heading">
          <Title order={2} size="h3" id="ebill-register-heading" mb="xs">
            {t('ebill.registerHeading')}
          </Title>
          <Text mb="md">{t('ebill.registerText')}</Text>
          <SchemaForm form={form}>
            <Group>
              <SubmitButton intent="register" variant="outline">
                {t('ebill.registerButton')}
              </SubmitButton>
            </Group>
          </SchemaForm>
        </Card>
      )}
    </Stack>
  )
}

/** The member's billing notifications (account/relevant-preferences), changed on the settings page. */
export function BillingNotifications(props: { notifications: { flag: PreferenceFlag; on: boolean }[] }) {
  const { t } = useTranslation('account')
  if (props.notifications.length === 0) return null
  return (
    <Card withBorder component="section" aria-labelledby="ebill-notifications-heading">
      <Title order={2} size="h3" id="ebill-notifications-heading" mb="xs">
        {t('ebill.notificationsHeading')}
      </Title>
      <List mb="md" data-testid="billing-notifications">
        {props.notifications.map((n) => (
          <List.Item key={n.flag}>
            {t(PREFERENCE_LABEL[n.flag])}: {t(n.on ? 'preferences.on' : 'preferences.off')}
          </List.Item>
        ))}
      </List>
      <Anchor to="/account/settings" underline="always">
        {t('ebill.changeNotifications')}
      </Anchor>
    </Card>
  )
}
