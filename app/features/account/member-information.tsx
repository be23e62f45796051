import { Badge } from '~/ui/badge'
import { Table } from '~/ui/table'
import { Anchor, Card, Group, SimpleGrid, Text, Title } from '~/ui/layout'
import { FormErrors, SchemaForm, SelectField, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { useTranslation } from '~/platform/i18n/use-translation'
import { ID_CARD_CHOICES, ID_CARD_INTENTS, type CategoryRow } from './account'
import { emailIdCardConstraint, requestIdCardConstraint } from './form-constraints.generated'

/** The account forms' schemas, loaded after the page (decision 170). */
const schemas = () => import('./account-schemas')

export type FamilyCard = {
  key: string
  name: string
  relationship: string
  dateOfBirth: string
  coverage: CategoryRow[]
}

export function FamilyMemberCard({ person }: { person: FamilyCard }) {
  const { t } = useTranslation('account')
  const headingId = `member-${person.key}`
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {person.name}
      </Title>
      <Text>{t('memberInformation.relationship', { relationship: person.relationship })}</Text>
      <Text mb="sm">{t('memberInformation.dateOfBirth', { date: person.dateOfBirth })}</Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('memberInformation.coverage')}</Table.Th>
            <Table.Th scope="col">{t('memberInformation.status')}</Table.Th>
            <Table.Th scope="col">{t('memberInformation.dates')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {person.coverage.map((row) => (
            <Table.Tr key={row.category}>
              <Table.Th scope="row">{t(`coverage.categories.${row.category}`)}</Table.Th>
              <Table.Td>
                {t(`coverage.status.${row.status}`)}
                {row.termedEligible ? (
                  <Badge ml="xs" variant="outline" color="dark">
                    {t('coverage.termedEligible')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{row.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  )
}

export function IdCardOptions({ email, lastResult }: { email: string; lastResult: FormResult }) {
  const { t } = useTranslation('account')
  const choices = ID_CARD_CHOICES.map(({ value, category }) => ({
    value,
    label: t(`coverage.categories.${category}`),
  }))
  const [emailForm, emailFields] = useSchemaForm(
    emailIdCardConstraint,
    () => schemas().then((m) => m.emailIdCardSchema),
    { id: 'email-id-card', intent: 'email-id-card', lastResult, defaultValue: { emailAddress: email } },
  )
  const [requestForm, requestFields] = useSchemaForm(
    requestIdCardConstraint,
    () => schemas().then((m) => m.requestIdCardSchema),
    { id: 'request-id-card', intent: 'request-id-card', lastResult },
  )
  return (
    <Card withBorder component="section" aria-labelledby="id-card-heading">
      <Title order={2} size="h3" id="id-card-heading" mb="sm">
        {t('memberInformation.idCardHeading')}
      </Title>
      {/* A refusal that names neither form (an empty body): said here, above both forms. */}
      {lastResult && !ID_CARD_INTENTS.includes(String(lastResult.initialValue?.intent)) ? (
        <FormErrors id="id-card-errors" errors={lastResult.error?.[''] ?? undefined} />
      ) : null}
      <Group mb="md">
        <Anchor to="/id-card">{t('memberInformation.view')}</Anchor>
        <Anchor href="/resources/id-card">{t('memberInformation.download')}</Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <SchemaForm form={emailForm}>
          <Title order={3} size="h4">
            {t('memberInformation.emailHeading')}
          </Title>
          <SelectField field={emailFields.category} label={t('memberInformation.idCard')} options={choices} />
          <TextField
            field={emailFields.emailAddress}
            label={t('memberInformation.emailAddress')}
            type="email"
            autoComplete="email"
          />
          <IntentButton intent="email-id-card" label={t('memberInformation.emailButton')} />
        </SchemaForm>
        <SchemaForm form={requestForm}>
          <Title order={3} size="h4">
            {t('memberInformation.mailHeading')}
          </Title>
          <SelectField
            field={requestFields.category}
            label={t('memberInformation.cardToMail')}
            options={choices}
          />
          <IntentButton intent="request-id-card" label={t('memberInformation.requestButton')} />
        </SchemaForm>
      </SimpleGrid>
    </Card>
  )
}

function IntentButton({ intent, label }: { intent: string; label: string }) {
  return (
    <Group>
      <SubmitButton intent={intent}>{label}</SubmitButton>
    </Group>
  )
}
