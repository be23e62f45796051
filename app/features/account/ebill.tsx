import { Button, List } from '@mantine/core'
import { Anchor, Card, Group, Stack, Text, Title } from '~/ui/layout'
import { SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { ebillRegisterConstraint } from './form-constraints.generated'

/** The account forms' schemas, loaded after the page (decision 170). */
const schemas = () => import('./account-schemas')

/**
 * 'Go to eBill' posts (as a document navigation, same origin, no token) to the hand-off route,
 * which answers the page that carries the token to the eBill site: see resources.ebill-hand-off.
 */
export function EbillHandoff(props: { registered: boolean; lastResult?: FormResult }) {
  const [form] = useSchemaForm(ebillRegisterConstraint, () => schemas().then((m) => m.ebillRegisterSchema), {
    id: 'ebill-register',
    lastResult: props.lastResult,
  })
  return (
    <Stack gap="lg">
      <Card withBorder component="section" aria-labelledby="ebill-open-heading">
        <Title order={2} size="h3" id="ebill-open-heading" mb="xs">
          View and pay your bill
        </Title>
        <Text mb="md">
          {props.registered
            ? 'Your bills and payments are on the eBill site.'
            : 'The eBill site will ask you to set up your eBill account the first time you visit.'}
        </Text>
        <form method="post" action="/resources/ebill-hand-off">
          <Button type="submit">Go to eBill</Button>
        </form>
      </Card>
      {props.registered ? null : (
        <Card withBorder component="section" aria-labelledby="ebill-register-heading">
          <Title order={2} size="h3" id="ebill-register-heading" mb="xs">
            Register for eBill
          </Title>
          <Text mb="md">Register to get your bills online and stop paper bills.</Text>
          <SchemaForm form={form}>
            <Group>
              <SubmitButton intent="register" variant="outline">
                Register for eBill
              </SubmitButton>
            </Group>
          </SchemaForm>
        </Card>
      )}
    </Stack>
  )
}

/** The member's billing notifications (account/relevant-preferences), changed on the settings page. */
export function BillingNotifications(props: {
  notifications: { flag: string; label: string; on: boolean }[]
}) {
  if (props.notifications.length === 0) return null
  return (
    <Card withBorder component="section" aria-labelledby="ebill-notifications-heading">
      <Title order={2} size="h3" id="ebill-notifications-heading" mb="xs">
        Your billing notifications
      </Title>
      <List mb="md" data-testid="billing-notifications">
        {props.notifications.map((n) => (
          <List.Item key={n.flag}>
            {n.label}: {n.on ? 'On' : 'Off'}
          </List.Item>
        ))}
      </List>
      <Anchor to="/account/settings" underline="always">
        Change your notifications in Settings
      </Anchor>
    </Card>
  )
}
