import { Alert, List } from '@mantine/core'
import { Anchor, Card, Group, Text, Title } from '~/ui/layout'
import { useSubmit } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { PlanManagementDetails } from '@member-dashboard/contract'
import { formatDisplayDate } from '~/platform/formats'
import { CONTACT_CUSTOMER_SERVICE_LINK } from '~/platform/plan/plan-management'
import { useTranslation } from '~/platform/i18n/use-translation'
import { RadioGroupField, SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { ConfirmModal } from '~/ui/pieces/modal'
import { cancellationConstraint } from './form-constraints.generated'

/** The cancellation forms' schema, loaded after the page (decision 170). */
const cancellationSchema = () => import('./account-schemas').then((m) => m.cancellationSchema)

export const CANCEL_PATH = '/account/plan-benefits/cancel'

export function PlanDetails({ details }: { details: PlanManagementDetails }) {
  const { t } = useTranslation('account')
  const status = details.directPlanCancellationStatus
  const notAvailable = t('planBenefits.notAvailable')
  const date = (value: string | null) => (value ? formatDisplayDate(value) : notAvailable)
  const endDate = details.coverageEndDateUponCancellation
  return (
    <Card withBorder component="section" aria-labelledby="plan-heading">
      <Title order={2} size="h3" id="plan-heading" mb="sm">
        {t('planBenefits.planHeading')}
      </Title>
      <List listStyleType="none" spacing={4}>
        <List.Item>
          {t('planBenefits.currentPlanYear', { year: details.currentPlanYear ?? notAvailable })}
        </List.Item>
        <List.Item>
          {t('planBenefits.upcomingPlanYear', { year: details.upcomingPlanYear ?? notAvailable })}
        </List.Item>
        <List.Item>
          {t('planBenefits.openEnrollment', {
            start: date(details.openEnrollmentStart),
            end: date(details.openEnrollmentEnd),
          })}
        </List.Item>
        {details.coverageStartDateUponRenewal ? (
          <List.Item>
            {t('planBenefits.renewedCoverageStarts', { date: date(details.coverageStartDateUponRenewal) })}
          </List.Item>
        ) : null}
      </List>
      <Group mt="md" gap="lg">
        {details.directShopUrl ? (
          <Anchor href={details.directShopUrl}>{t('planBenefits.shop')}</Anchor>
        ) : null}
        {details.exchangeUrl ? (
          <Anchor href={details.exchangeUrl}>{details.exchangeUrlLabel ?? t('planBenefits.exchange')}</Anchor>
        ) : null}
      </Group>
      {status ? (
        <Alert color="yellow" variant="light" mt="md" title={t('planBenefits.willNotRenew')}>
          {/* The plan management banner's lines (spec section 4), in the member's language. */}
          {endDate ? (
            <Text>{t('planBenefits.benefitsEnd', { date: formatDisplayDate(endDate) })}</Text>
          ) : null}
          <Text>{t('planBenefits.notRenewed', { coverage: t(`planBenefits.coverage.${status.id}`) })}</Text>
          <Anchor to={CONTACT_CUSTOMER_SERVICE_LINK.target}>
            {t('planBenefits.contactCustomerService')}
          </Anchor>
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
  const { t } = useTranslation('account')
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
        {t('planBenefits.cancelHeading')}
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
          label={t('planBenefits.coverageToCancel')}
          options={options.map((option) => ({ value: option.id, label: option.label }))}
        />
        <Group>
          <SubmitButton color="red.9" formAction={CANCEL_PATH} formMethod="GET">
            {t('planBenefits.continue')}
          </SubmitButton>
        </Group>
      </SchemaForm>
      <ConfirmModal
        opened={choice !== null}
        title={t('planBenefits.confirmTitle')}
        primaryLabel={t('planBenefits.yesCancel')}
        cancelLabel={t('planBenefits.keepPlan')}
        onResult={(result) => {
          if (result === 'primary' && choice) {
            submit({ cancellationStatusId: choice.id }, { method: 'post', action: CANCEL_PATH })
          }
        }}
        onClose={() => setChoice(null)}
      >
        {choice ? t('planBenefits.cannotUndoOption', { option: choice.label }) : ''}
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
  const { t } = useTranslation('account')
  const [form] = useSchemaForm(cancellationConstraint, cancellationSchema, {
    id: 'confirm-cancel',
    lastResult: props.lastResult,
  })
  return (
    <Card withBorder component="section" aria-labelledby="confirm-heading">
      <Title order={2} size="h3" id="confirm-heading" mb="sm">
        {option.label}
      </Title>
      {endDate ? <Text>{t('planBenefits.benefitsEnd', { date: formatDisplayDate(endDate) })}</Text> : null}
      <Text mb="md">{t('planBenefits.cannotUndo')}</Text>
      <SchemaForm form={form}>
        <input type="hidden" name="cancellationStatusId" value={option.id} />
        <Group>
          <SubmitButton color="red.9">{t('planBenefits.yesCancel')}</SubmitButton>
          <Anchor to="/account/plan-benefits">{t('planBenefits.keepPlan')}</Anchor>
        </Group>
      </SchemaForm>
    </Card>
  )
}
