import { Alert, List } from '@mantine/core'
import { Badge } from '~/ui/badge'
import { Anchor, Group, Paper, Stack, Text } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import type { ReactNode } from 'react'
import { FormErrors, SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { useTranslation } from '~/platform/i18n/use-translation'
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
  const { t } = useTranslation('account')
  const intent = 'sign-out-session'
  const [form] = useSchemaForm(signOutConstraint, signOutSchema, {
    id: `sign-out-${session.reference}`,
    lastResult: lastResult?.initialValue?.session === session.reference ? lastResult : undefined,
    intent,
  })
  return (
    <SchemaForm form={form}>
      <input type="hidden" name="session" value={session.reference} />
      <SubmitButton
        intent={intent}
        variant="outline"
        aria-label={t('activity.signOutDevice', { device: session.device })}
      >
        {t('activity.signOut')}
      </SubmitButton>
    </SchemaForm>
  )
}

function SignOutOthers({ lastResult }: { lastResult?: FormResult }) {
  const { t } = useTranslation('account')
  const intent = 'sign-out-others'
  const [form] = useSchemaForm(signOutConstraint, signOutSchema, {
    id: 'sign-out-others',
    lastResult,
    intent,
  })
  return (
    <SchemaForm form={form}>
      <SubmitButton intent={intent}>{t('activity.signOutOthers')}</SubmitButton>
    </SchemaForm>
  )
}

function Sessions({ sessions, lastResult }: { sessions: ActivityData['sessions']; lastResult?: FormResult }) {
  const { t } = useTranslation('account')
  if (!sessions) {
    return <Text>{t('activity.sessionsOwnOnly')}</Text>
  }
  const others = sessions.some((session) => !session.current)
  // A reply no form on the page claims (a session that is not listed, no intent): shown above them.
  const asked = lastResult?.initialValue
  const claimed =
    asked?.intent === 'sign-out-others'
      ? others
      : sessions.some((session) => !session.current && session.reference === asked?.session)
  return (
    <Stack gap="md">
      {lastResult && !claimed ? (
        <FormErrors id="sign-out-errors" errors={lastResult.error?.[''] ?? undefined} />
      ) : null}
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
                        {t('activity.thisDevice')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Fact label={t('activity.started')}>{session.started}</Fact>
                  <Fact label={t('activity.lastActive')}>{session.lastActive}</Fact>
                </Stack>
                {session.current ? (
                  <Anchor to="/logout" aria-label={t('activity.signOutHere')}>
                    {t('activity.signOut')}
                  </Anchor>
                ) : (
                  <SignOutSession session={session} lastResult={lastResult} />
                )}
              </Group>
            </Paper>
          </List.Item>
        ))}
      </List>
      {others ? (
        <SignOutOthers lastResult={asked?.intent === 'sign-out-others' ? lastResult : undefined} />
      ) : null}
    </Stack>
  )
}

function HistoryNotAvailable() {
  const { t } = useTranslation('account')
  return (
    <Alert color="gray" variant="light">
      {t('activity.historyNotAvailable')}
    </Alert>
  )
}

function SignIns({ data }: { data: ActivityData }) {
  const { t } = useTranslation('account')
  if (!data.historyAvailable) return <HistoryNotAvailable />
  if (data.signIns.length === 0) return <Text>{t('activity.noSignIns')}</Text>
  return (
    <Stack gap="sm">
      {data.signInsTotal > data.signIns.length ? (
        <Text size="sm">
          {t('activity.mostRecent', { shown: data.signIns.length, total: data.signInsTotal })}
        </Text>
      ) : null}
      <List listStyleType="none" spacing="sm" data-testid="sign-ins">
        {data.signIns.map((event) => (
          <List.Item key={event.id}>
            <Text fw={700}>{event.what}</Text>
            <Fact label={t('activity.when')}>{event.when}</Fact>
            <Fact label={t('activity.device')}>{event.device}</Fact>
            <Fact label={t('activity.trustedDevice')}>{event.trusted}</Fact>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}

function StaffAccess({ data }: { data: ActivityData }) {
  const { t } = useTranslation('account')
  if (!data.historyAvailable) return <HistoryNotAvailable />
  return (
    <Stack gap="sm">
      <Text>
        {t('activity.staffAccessIntro')}{' '}
        <Anchor to="/support/customer-service">{t('activity.customerService')}</Anchor>.
      </Text>
      {data.staffAccess.length === 0 ? (
        <Text>{t('activity.noStaffAccess')}</Text>
      ) : (
        <List listStyleType="none" spacing="sm" data-testid="staff-access">
          {data.staffAccess.map((access) => (
            <List.Item key={access.reference}>
              <Fact label={t('activity.when')}>{access.when}</Fact>
              <Fact label={t('activity.howLong')}>{access.duration}</Fact>
              <Fact label={t('activity.role')}>{access.role}</Fact>
              <Fact label={t('activity.brand')}>{access.brand}</Fact>
              <Fact label={t('activity.reference')}>{access.reference}</Fact>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  )
}

/** The account activity page: where you're signed in, recent sign-ins, staff access. */
export function AccountActivity({ data, lastResult }: { data: ActivityData; lastResult?: FormResult }) {
  const { t } = useTranslation('account')
  return (
    <>
      <CardSection id="sessions-heading" title={t('activity.sessionsHeading')}>
        <Sessions sessions={data.sessions} lastResult={lastResult} />
      </CardSection>
      <CardSection id="sign-ins-heading" title={t('activity.signInsHeading')}>
        <SignIns data={data} />
      </CardSection>
      <CardSection id="staff-access-heading" title={t('activity.staffAccessHeading')}>
        <StaffAccess data={data} />
      </CardSection>
    </>
  )
}
