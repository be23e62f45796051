import { Alert, List } from '@mantine/core'
import { Badge } from '~/ui/badge'
import { Anchor, Group, Paper, Stack, Text } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import type { ReactNode } from 'react'
import { SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { signOutConstraint } from './form-constraints.generated'
import type { ActivityData } from './activity.server'

/** The sign-out forms' schema, loaded after the page (decision 170). */
const signOutSchema = () => import('./account-schemas').then((m) => m.signOutSchema)

/** One labelled fact of an entry ('Started: 03/10/2026, 3:05 PM UTC'). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text component="span" fw={600} size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  )
}

type Session = NonNullable<ActivityData['sessions']>[number]

function SignOutSession({ session, lastResult }: { session: Session; lastResult?: FormResult }) {
  const intent = 'sign-out-session'
  const [form] = useSchemaForm(signOutConstraint, signOutSchema, {
    id: `sign-out-${session.reference}`,
    lastResult: lastResult?.initialValue?.session === session.reference ? lastResult : undefined,
    intent,
  })
  return (
    <SchemaForm form={form}>
      <input type="hidden" name="session" value={session.reference} />
      <SubmitButton intent={intent} variant="outline" aria-label={`Sign out ${session.device}`}>
        Sign out
      </SubmitButton>
    </SchemaForm>
  )
}

function SignOutOthers({ lastResult }: { lastResult?: FormResult }) {
  const intent = 'sign-out-others'
  const [form] = useSchemaForm(signOutConstraint, signOutSchema, {
    id: 'sign-out-others',
    lastResult,
    intent,
  })
  return (
    <SchemaForm form={form}>
      <SubmitButton intent={intent}>Sign out everywhere else</SubmitButton>
    </SchemaForm>
  )
}

function Sessions({ sessions, lastResult }: { sessions: ActivityData['sessions']; lastResult?: FormResult }) {
  if (!sessions) {
    return <Text>Sessions are listed only when the member signs in themselves.</Text>
  }
  const others = sessions.some((session) => !session.current)
  return (
    <Stack gap="md">
      <List listStyleType="none" spacing="md" data-testid="sessions">
        {sessions.map((session) => (
          <List.Item key={session.reference}>
            <Paper withBorder p="sm">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={700}>{session.device}</Text>
                    {session.current ? (
                      <Badge variant="outline" color="dark">
                        This device
                      </Badge>
                    ) : null}
                  </Group>
                  <Fact label="Started">{session.started}</Fact>
                  <Fact label="Last active">{session.lastActive}</Fact>
                </Stack>
                {session.current ? (
                  <Anchor to="/logout" aria-label="Sign out on this device">
                    Sign out
                  </Anchor>
                ) : (
                  <SignOutSession session={session} lastResult={lastResult} />
                )}
              </Group>
            </Paper>
          </List.Item>
        ))}
      </List>
      {others ? <SignOutOthers lastResult={lastResult} /> : null}
    </Stack>
  )
}

function HistoryNotAvailable() {
  return (
    <Alert color="gray" variant="light">
      Your sign-in history is not available right now.
    </Alert>
  )
}

function SignIns({ data }: { data: ActivityData }) {
  if (!data.historyAvailable) return <HistoryNotAvailable />
  if (data.signIns.length === 0) return <Text>No sign-ins in the last 90 days.</Text>
  return (
    <Stack gap="sm">
      {data.signInsTotal > data.signIns.length ? (
        <Text size="sm">
          The {data.signIns.length} most recent of {data.signInsTotal} events.
        </Text>
      ) : null}
      <List listStyleType="none" spacing="sm" data-testid="sign-ins">
        {data.signIns.map((event) => (
          <List.Item key={event.id}>
            <Text fw={700}>{event.what}</Text>
            <Fact label="When">{event.when}</Fact>
            <Fact label="Device">{event.device}</Fact>
            <Fact label="Trusted device">{event.trusted}</Fact>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}

function StaffAccess({ data }: { data: ActivityData }) {
  if (!data.historyAvailable) return <HistoryNotAvailable />
  return (
    <Stack gap="sm">
      <Text>
        Times a member services representative signed in to your account to help you. To ask about one, quote
        its reference to <Anchor to="/support/customer-service">Customer Service</Anchor>.
      </Text>
      {data.staffAccess.length === 0 ? (
        <Text>No member services representative has accessed your account in the last 90 days.</Text>
      ) : (
        <List listStyleType="none" spacing="sm" data-testid="staff-access">
          {data.staffAccess.map((access) => (
            <List.Item key={access.reference}>
              <Fact label="When">{access.when}</Fact>
              <Fact label="How long">{access.duration}</Fact>
              <Fact label="Role">{access.role}</Fact>
              <Fact label="Brand">{access.brand}</Fact>
              <Fact label="Reference">{access.reference}</Fact>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  )
}

/** The account activity page: where you're signed in, recent sign-ins, staff access. */
export function AccountActivity({ data, lastResult }: { data: ActivityData; lastResult?: FormResult }) {
  return (
    <>
      <CardSection id="sessions-heading" title="Where you're signed in">
        <Sessions sessions={data.sessions} lastResult={lastResult} />
      </CardSection>
      <CardSection id="sign-ins-heading" title="Recent sign-ins">
        <SignIns data={data} />
      </CardSection>
      <CardSection id="staff-access-heading" title="Staff access">
        <StaffAccess data={data} />
      </CardSection>
    </>
  )
}
