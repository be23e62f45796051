import { Badge } from '~/ui/badge'
import { Table } from '~/ui/table'
import { Anchor, Card, Group, SimpleGrid, Text, Title } from '~/ui/layout'
import { FormErrors, SchemaForm, SelectField, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { CATEGORY_LETTER_OPTIONS, ID_CARD_INTENTS, STATUS_LABEL, type CategoryRow } from './account'
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
  const headingId = `member-${person.key}`
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {person.name}
      </Title>
      <Text>Relationship: {person.relationship}</Text>
      <Text mb="sm">Date of birth: {person.dateOfBirth}</Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Coverage</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Dates</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {person.coverage.map((row) => (
            <Table.Tr key={row.category}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>
                {STATUS_LABEL[row.status]}
                {row.termedEligible ? (
                  <Badge ml="xs" variant="outline" color="dark">
                    Termed eligible
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
        ID card options
      </Title>
      {/* A refusal that names neither form (an empty body): said here, above both forms. */}
      {lastResult && !ID_CARD_INTENTS.includes(String(lastResult.initialValue?.intent)) ? (
        <FormErrors id="id-card-errors" errors={lastResult.error?.[''] ?? undefined} />
      ) : null}
      <Anchor href="/resources/id-card" mb="md" display="block">
        Download ID card
      </Anchor>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <SchemaForm form={emailForm}>
          <Title order={3} size="h4">
            E-mail my ID card
          </Title>
          <SelectField field={emailFields.category} label="ID card" options={CATEGORY_LETTER_OPTIONS} />
          <TextField
            field={emailFields.emailAddress}
            label="Email address"
            type="email"
            autoComplete="email"
          />
          <IntentButton intent="email-id-card" label="E-mail ID card" />
        </SchemaForm>
        <SchemaForm form={requestForm}>
          <Title order={3} size="h4">
            Request a card by mail
          </Title>
          <SelectField
            field={requestFields.category}
            label="Card to mail"
            options={CATEGORY_LETTER_OPTIONS}
          />
          <IntentButton intent="request-id-card" label="Request ID card" />
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
