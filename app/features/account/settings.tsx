import { Alert, List } from '@mantine/core'
import { Anchor, Card, Stack, Text, Title } from '~/ui/layout'
import { AddressForm, PreferencesForm, SecurityForm, type Result } from './settings-forms'
import type { Address, PreferenceFlag } from '@member-dashboard/contract'
import { EditableCard } from '~/ui/pieces/editable-card'
import { useTranslation } from '~/platform/i18n/use-translation'
import { PREFERENCE_LABEL } from './account'

type Option = { value: string; label: string }
export type SettingsData = {
  edit: string | null
  email: string | null
  flags: PreferenceFlag[]
  values: Record<PreferenceFlag, boolean>
  address: Address
  countries: Option[]
  states: Option[]
  questions: Option[]
  selected: { questionId: string; question: string }[]
  /** The security questions could not be read: the card says so (and cannot be edited). */
  questionsFailure: string | null
}

export function SettingsCards({ data, lastResult }: { data: SettingsData; lastResult: Result }) {
  const { t } = useTranslation('account')
  const failed = lastResult?.initialValue?.intent
  const editing = (card: string) => data.edit === card || failed === card
  const countryName =
    data.countries.find((c) => c.value === data.address.country)?.label ?? data.address.country
  return (
    <Stack gap="lg">
      <EditableCard
        title={t('settings.preferences.heading')}
        headingOrder={2}
        editing={editing('preferences')}
        editHref="?edit=preferences"
        cancelHref="/account/settings"
        editContent={<PreferencesForm {...data} lastResult={lastResult} />}
      >
        <Text>
          {t('settings.preferences.email', { email: data.email ?? t('settings.preferences.noEmail') })}
        </Text>
        <List listStyleType="none" spacing={4} mt="xs">
          {data.flags.map((flag) => (
            <List.Item key={flag}>
              {t(PREFERENCE_LABEL[flag])}:{' '}
              <strong>{t(data.values[flag] ? 'preferences.on' : 'preferences.off')}</strong>
            </List.Item>
          ))}
        </List>
      </EditableCard>
      <EditableCard
        title={t('settings.address.heading')}
        headingOrder={2}
        editing={editing('address')}
        editHref="?edit=address"
        cancelHref="/account/settings"
        editContent={<AddressForm {...data} lastResult={lastResult} />}
      >
        <Text component="address" style={{ fontStyle: 'normal' }}>
          {data.address.addressLine1}
          <br />
          {data.address.addressLine2 ? (
            <>
              {data.address.addressLine2}
              <br />
            </>
          ) : null}
          {data.address.city}, {data.address.state} {data.address.zipCode}
          <br />
          {countryName}
        </Text>
        {data.address.phoneNumber ? (
          <Text>{t('settings.address.phone', { phone: data.address.phoneNumber })}</Text>
        ) : null}
      </EditableCard>
      <EditableCard
        title={t('settings.security.heading')}
        headingOrder={2}
        readOnly={data.questionsFailure !== null}
        editing={editing('security')}
        editHref="?edit=security"
        cancelHref="/account/settings"
        editContent={
          <SecurityForm
            questions={data.questions}
            selected={data.selected.map((q) => q.questionId)}
            lastResult={lastResult}
          />
        }
      >
        {data.questionsFailure ? (
          <Alert color="red" variant="light" role="alert">
            {data.questionsFailure}
          </Alert>
        ) : data.selected.length ? (
          <List spacing={4}>
            {data.selected.map((q) => (
              <List.Item key={q.questionId}>{q.question}</List.Item>
            ))}
          </List>
        ) : (
          <Text>{t('settings.security.none')}</Text>
        )}
      </EditableCard>
      <Card withBorder component="section" aria-labelledby="password-heading">
        <Title order={2} size="h4" id="password-heading">
          {t('settings.password.heading')}
        </Title>
        <Anchor to="/account/settings/change-password">{t('settings.password.change')}</Anchor>
      </Card>
      <Card withBorder component="section" aria-labelledby="two-step-heading">
        <Title order={2} size="h4" id="two-step-heading">
          {t('settings.twoStep.heading')}
        </Title>
        <Text>{t('settings.twoStep.text')}</Text>
        <Anchor to="/account/settings/two-step">{t('settings.twoStep.manage')}</Anchor>
      </Card>
    </Stack>
  )
}
