import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { CardSection } from '~/ui/card-section'
import { PlainButton } from '~/ui/plain-button'
import { Anchor, Group, SimpleGrid } from '~/ui/layout'
import { Form } from '@remix-run/react'
import { BENEFIT_CATEGORIES_IN_ORDER } from '~/platform/plan/benefit-categories'
import { DateField, FieldGroup, SelectField } from '~/ui/forms/fields'
import { useIsPending, useSchemaForm } from '~/platform/forms/use-schema-form'
import { useTranslation } from '~/platform/i18n/use-translation'
import { STATUS_FILTERS } from './claims'
import { claimsFilterConstraint } from './form-constraints.generated'

/**
 * The claims filters: a GET form, so the filters live in the address and work without JavaScript.
 * The family member list holds only the members whose claims the member may see.
 */
export function ClaimsFilters(props: {
  members: { suffix: number; name: string }[]
  lastResult: SubmissionResult<string[]>
  earliest: string
}) {
  const [form, fields] = useSchemaForm(
    claimsFilterConstraint,
    () =>
      import('./claims-schemas').then((m) =>
        m.claimsFilterSchema({
          memberSuffixes: props.members.map((member) => member.suffix),
          now: new Date(),
        }),
      ),
    { id: 'claims-filters', lastResult: props.lastResult, checks: 'reached' },
  )
  const pending = useIsPending({ formMethod: 'GET' })
  const { t } = useTranslation('claims')
  return (
    <CardSection id="filters-heading" title={t('filters.heading')}>
      <Form method="get" action="/claims" {...getFormProps(form)}>
        {form.controller}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {props.members.length > 1 ? (
            <SelectField
              field={fields.member}
              label={t('filters.member')}
              placeholder={t('filters.allMembers')}
              options={props.members.map((m) => ({ value: String(m.suffix), label: m.name }))}
            />
          ) : null}
          <SelectField
            field={fields.category}
            label={t('filters.category')}
            placeholder={t('filters.allCategories')}
            options={BENEFIT_CATEGORIES_IN_ORDER.map((c) => ({ value: c, label: t(`shared.category.${c}`) }))}
          />
          <SelectField
            field={fields.status}
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`shared.status.${s.toUpperCase()}`) }))}
          />
        </SimpleGrid>
        <FieldGroup legend={t('filters.dateOfService')} mt="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <DateField field={fields.from} label={t('filters.start')} min={props.earliest} />
            <DateField field={fields.to} label={t('filters.end')} min={props.earliest} />
          </SimpleGrid>
        </FieldGroup>
        <Group mt="md">
          <PlainButton loading={pending}>{t('filters.apply')}</PlainButton>
          <Anchor to="/claims">{t('filters.clear')}</Anchor>
        </Group>
      </Form>
    </CardSection>
  )
}
