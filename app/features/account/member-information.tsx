import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { Form } from '@remix-run/react'
import type { SubmissionResult } from '@conform-to/react'
import { FormErrors, SelectField, TextField } from '~/platform/forms/fields'
import {
  CATEGORY_LETTER_OPTIONS,
  emailIdCardSchema,
  requestIdCardSchema,
  STATUS_LABEL,
  type CategoryRow,
} from './account'

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

type Result = SubmissionResult<string[]> | undefined

export function IdCardOptions({ email, lastResult }: { email: string; lastResult: Result }) {
  const [emailForm, emailFields] = useForm({
    id: 'email-id-card',
    lastResult: lastResult?.initialValue?.intent === 'email-id-card' ? lastResult : undefined,
    defaultValue: { emailAddress: email },
    constraint: getZodConstraint(emailIdCardSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailIdCardSchema }),
  })
  const [requestForm, requestFields] = useForm({
    id: 'request-id-card',
    lastResult: lastResult?.initialValue?.intent === 'request-id-card' ? lastResult : undefined,
    constraint: getZodConstraint(requestIdCardSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: requestIdCardSchema }),
  })
  return (
    <Card withBorder component="section" aria-labelledby="id-card-heading">
      <Title order={2} size="h3" id="id-card-heading" mb="sm">
        ID card options
      </Title>
      <Anchor href="/resources/id-card" mb="md" display="block">
        Download ID card
      </Anchor>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Form method="post" {...getFormProps(emailForm)}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              E-mail my ID card
            </Title>
            <input type="hidden" name="intent" value="email-id-card" />
            <FormErrors id={emailForm.errorId} errors={emailForm.errors} />
            <SelectField field={emailFields.category} label="ID card" options={CATEGORY_LETTER_OPTIONS} />
            <TextField
              field={emailFields.emailAddress}
              label="Email address"
              type="email"
              autoComplete="email"
            />
            <Group>
              <Button type="submit">E-mail ID card</Button>
            </Group>
          </Stack>
        </Form>
        <Form method="post" {...getFormProps(requestForm)}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              Request a card by mail
            </Title>
            <input type="hidden" name="intent" value="request-id-card" />
            <FormErrors id={requestForm.errorId} errors={requestForm.errors} />
            <SelectField
              field={requestFields.category}
              label="Card to mail"
              options={CATEGORY_LETTER_OPTIONS}
            />
            <Group>
              <Button type="submit">Request ID card</Button>
            </Group>
          </Stack>
        </Form>
      </SimpleGrid>
    </Card>
  )
}
