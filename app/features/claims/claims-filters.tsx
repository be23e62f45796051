import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { CardSection } from '~/ui/card-section'
import { PlainButton } from '~/ui/plain-button'
import { Anchor, Group, SimpleGrid } from '~/ui/layout'
import { Form } from '@remix-run/react'
import { BENEFIT_CATEGORIES_IN_ORDER } from '~/platform/plan/benefit-categories'
import { DateField, FieldGroup, SelectField } from '~/ui/forms/fields'
import { useIsPending, useSchemaForm } from '~/platform/forms/use-schema-form'
import { CATEGORY_LABEL, CLAIM_STATUS_LABEL, STATUS_FILTERS } from './claims'
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
    { id: 'claims-filters', lastResult: props.lastResult },
  )
  const pending = useIsPending({ formMethod: 'GET' })
  return (
    <CardSection id="filters-heading" title="Filter claims">
      <Form method="get" action="/claims" {...getFormProps(form)}>
        {form.controller}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {props.members.length > 1 ? (
            <SelectField
              field={fields.member}
              label="Family member"
              placeholder="All family members"
              options={props.members.map((m) => ({ value: String(m.suffix), label: m.name }))}
            />
          ) : null}
          <SelectField
            field={fields.category}
            label="Category"
            placeholder="All categories"
            options={BENEFIT_CATEGORIES_IN_ORDER.map((c) => ({ value: c, label: CATEGORY_LABEL[c] }))}
          />
          <SelectField
            field={fields.status}
            label="Status"
            placeholder="All statuses"
            options={STATUS_FILTERS.map((s) => ({
              value: s,
              label: CLAIM_STATUS_LABEL[s.toUpperCase() as Uppercase<typeof s>],
            }))}
          />
        </SimpleGrid>
        <FieldGroup legend="Date of service" mt="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <DateField field={fields.from} label="Start date" min={props.earliest} />
            <DateField field={fields.to} label="End date" min={props.earliest} />
          </SimpleGrid>
        </FieldGroup>
        <Group mt="md">
          <PlainButton loading={pending}>Apply filters</PlainButton>
          <Anchor to="/claims">Clear filters</Anchor>
        </Group>
      </Form>
    </CardSection>
  )
}
