import { Alert, List } from '@mantine/core'
import { Anchor, Card, Group, Text, Title } from '~/ui/layout'
import { useSubmit } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { PlanManagementDetails } from '@member-dashboard/contract'
import { formatDisplayDate } from '~/platform/formats'
import { CONTACT_CUSTOMER_SERVICE_LINK, cancellationLines } from '~/platform/plan/plan-management'
import { RadioGroupField, SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { ConfirmModal } from '~/ui/pieces/modal'
import { cancellationConstraint } from './form-constraints.generated'

/** The cancellation forms' schema, loaded after the page (decision 170). */
const cancellationSchema = () => import('./account-schemas').then((m) => m.cancellationSchema)

const date = (value: string | null) => (value ? formatDisplayDate(value) : 'Not available')
export const CANCEL_PATH = '/account/plan-benefits/cancel'

export function PlanDetails({ details }: { details: PlanManagementDetails }) {
  const status = details.directPlanCancellationStatus
  return (
    <Card withBorder component="section" aria-labelledby="plan-heading">
      <Title order={2} size="h3" id="plan-heading" mb="sm">
        Your plan
      </Title>
      <List listStyleType="none" spacing={4}>
        <List.Item>Current plan year: {details.currentPlanYear ?? 'Not available'}</List.Item>
        <List.Item>Upcoming plan year: {details.upcomingPlanYear ?? 'Not available'}</List.Item>
        <List.Item>
          Open enrollment: {date(details.openEnrollmentStart)} to {date(details.openEnrollmentEnd)}
        </List.Item>
        {details.coverageStartDateUponRenewal ? (
          <List.Item>Renewed coverage starts: {date(details.coverageStartDateUponRenewal)}</List.Item>
        ) : null}
      </List>
      <Group mt="md" gap="lg">
        {details.directShopUrl ? <Anchor href={details.directShopUrl}>Shop for a plan</Anchor> : null}
        {details.exchangeUrl ? (
          <Anchor href={details.exchangeUrl}>{details.exchangeUrlLabel ?? 'Exchange'}</Anchor>
        ) : null}
      </Group>
      {status ? (
        <Alert color="yellow" variant="light" mt="md" title="Your plan will not renew">
          {cancellationLines({ ...details, directPlanCancellationStatus: status }).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Anchor to={CONTACT_CUSTOMER_SERVICE_LINK.target}>{CONTACT_CUSTOMER_SERVICE_LINK.title}</Anchor>
        </Alert>
      ) : null}
    </Card>
  )
}

type Option = PlanManagementDetails['directCancellationOptions'][number]

/**
 * The choice, a GET form to the confirm step page (so it works without JavaScript); with
 * JavaScript a confirm modal does the same. `lastResult`: the confirm step's check of the choice.
 */
export function CancellationChoice({ options, lastResult }: { options: Option[]; lastResult?: FormResult }) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  const [choice, setChoice] = useState<Option | null>(null)
  const [form, fields] = useSchemaForm(cancellationConstraint, cancellationSchema, {
    id: 'cancel-choice',
    lastResult,
  })
  return (
    <Card withBorder component="section" aria-labelledby="cancel-heading">
      <Title order={2} size="h3" id="cancel-heading" mb="sm">
        Do not renew my plan
      </Title>
      <SchemaForm
        form={form}
        method="get"
        action={CANCEL_PATH}
        onSubmit={(event) => {
          if (!hydrated) return
          const id = new FormData(event.currentTarget).get('cancellationStatusId')
          const option = options.find((o) => o.id === id)
          if (!option) return
          event.preventDefault()
          setChoice(option)
        }}
      >
        <RadioGroupField
          field={fields.cancellationStatusId}
          label="Coverage to cancel"
          options={options.map((option) => ({ value: option.id, label: option.label }))}
        />
        <Group>
          <SubmitButton color="red.9" formAction={CANCEL_PATH} formMethod="GET">
            Continue
          </SubmitButton>
        </Group>
      </SchemaForm>
      <ConfirmModal
        opened={choice !== null}
        title="Confirm cancellation"
        primaryLabel="Yes, cancel"
        cancelLabel="No, keep my plan"
        onResult={(result) => {
          if (result === 'primary' && choice) {
            submit({ cancellationStatusId: choice.id }, { method: 'post', action: CANCEL_PATH })
          }
        }}
        onClose={() => setChoice(null)}
      >
        {choice ? `${choice.label}: this cannot be undone online.` : ''}
      </ConfirmModal>
    </Card>
  )
}

/** The confirm step (a page): 'Yes, cancel' posts the choice; a refusal shows on this form. */
export function ConfirmCancellation(props: {
  option: Option
  endDate: string | null
  lastResult?: FormResult
}) {
  const { option, endDate } = props
  const [form] = useSchemaForm(cancellationConstraint, cancellationSchema, {
    id: 'confirm-cancel',
    lastResult: props.lastResult,
  })
  return (
    <Card withBorder component="section" aria-labelledby="confirm-heading">
      <Title order={2} size="h3" id="confirm-heading" mb="sm">
        {option.label}
      </Title>
      {endDate ? <Text>Your benefits end on {formatDisplayDate(endDate)}.</Text> : null}
      <Text mb="md">This cannot be undone online. Do you want to continue?</Text>
      <SchemaForm form={form}>
        <input type="hidden" name="cancellationStatusId" value={option.id} />
        <Group>
          <SubmitButton color="red.9">Yes, cancel</SubmitButton>
          <Anchor to="/account/plan-benefits">No, keep my plan</Anchor>
        </Group>
      </SchemaForm>
    </Card>
  )
}
