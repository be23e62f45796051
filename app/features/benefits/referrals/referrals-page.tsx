import { getFormProps, getInputProps } from '@conform-to/react'
import { Checkbox } from '@mantine/core'
import { PlainButton } from '~/ui/plain-button'
import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '~/ui/layout'
import { Form } from '@remix-run/react'
import { SelectField } from '~/ui/forms/fields'
import { useIsPending, useSchemaForm } from '~/platform/forms/use-schema-form'
import type { ReferralsData } from './referrals.server'
import type { ReferralView } from './referrals'
import { referralFiltersConstraint } from './form-constraints.generated'
import { Fact, FactList } from '../documents/fact'
import { OtherDocuments } from '../documents/document-pages'

/** The filters: a GET form, so the values live in the address and it works without JavaScript. */
function ReferralFilters({ data }: { data: ReferralsData }) {
  const { query, options } = data
  const [form, fields] = useSchemaForm(
    referralFiltersConstraint,
    () => import('./referrals-schemas').then((m) => m.referralFilterFormSchema),
    {
      id: 'referral-filters',
      defaultValue: {
        memberKey: query.memberKey ?? '',
        statusCode: query.statusCode ?? '',
        providerId: query.providerId ?? '',
        excludeExpired: query.excludeExpired ? 'true' : '',
        size: String(query.size),
      },
    },
  )
  const pending = useIsPending({ formMethod: 'GET' })
  return (
    <Card withBorder component="section" aria-labelledby="filters-heading">
      <Title order={2} size="h3" id="filters-heading" mb="sm">
        Filter referrals
      </Title>
      <Form method="get" {...getFormProps(form)}>
        {form.controller}
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              field={fields.memberKey}
              label="Family member"
              options={options.members}
              placeholder="All family members"
            />
            <SelectField
              field={fields.statusCode}
              label="Status"
              options={options.statuses}
              placeholder="All statuses"
            />
            <SelectField
              field={fields.providerId}
              label="Specialist"
              options={options.providers}
              placeholder="All specialists"
            />
            <SelectField
              field={fields.size}
              label="Referrals per page"
              options={options.sizes}
              placeholder="Default (10)"
            />
          </SimpleGrid>
          <Checkbox
            {...getInputProps(fields.excludeExpired, { type: 'checkbox', value: 'true' })}
            key={fields.excludeExpired.key}
            label="Hide expired referrals"
          />
          <Group gap="md">
            <PlainButton loading={pending}>Apply filters</PlainButton>
            {data.filtered && (
              <Anchor to={data.clearHref} underline="always">
                Clear filters
              </Anchor>
            )}
          </Group>
        </Stack>
      </Form>
    </Card>
  )
}

function ReferralCard({ referral }: { referral: ReferralView }) {
  return (
    <Paper component="li" withBorder p="md" data-testid="referral" data-referral-id={referral.referralId}>
      <Title order={3} size="h4">
        {referral.specialist}
      </Title>
      <Text mb="xs">{referral.specialty}</Text>
      <FactList>
        <Fact label="Referral ID">{referral.referralId}</Fact>
        <Fact label="Member">{referral.memberName}</Fact>
        <Fact label="Status">{referral.status}</Fact>
        <Fact label="Valid">
          {referral.startDate} to {referral.endDate}
          {referral.expired && ' (expired)'}
        </Fact>
        <Fact label="Visits allowed">{referral.visitsAllowed}</Fact>
        {referral.visitsUsed !== null && <Fact label="Visits used">{referral.visitsUsed}</Fact>}
      </FactList>
    </Paper>
  )
}

function Pager({ paging }: { paging: ReferralsData['paging'] }) {
  if (paging.totalPages <= 1 && !paging.pastTheEnd) return null
  return (
    <Group component="nav" aria-label="Referral pages" gap="md" justify="space-between">
      {paging.previousHref ? (
        <Anchor to={paging.previousHref} underline="always" rel="prev">
          Previous page
        </Anchor>
      ) : (
        <span />
      )}
      <Text data-testid="page-of">
        Page {paging.page} of {paging.totalPages}
      </Text>
      {paging.nextHref ? (
        <Anchor to={paging.nextHref} underline="always" rel="next">
          Next page
        </Anchor>
      ) : (
        <span />
      )}
    </Group>
  )
}

/** /benefits/referrals: filters, the count, the page of referrals and the pager. */
export function ReferralsPage({ data }: { data: ReferralsData }) {
  const { paging, referrals } = data
  return (
    <Stack gap="lg">
      <ReferralFilters key={JSON.stringify(data.query)} data={data} />
      <Stack component="section" aria-labelledby="results-heading" gap="sm">
        <Title order={2} size="h3" id="results-heading">
          Your referrals
        </Title>
        <Text role="status" data-testid="referral-count">
          {referrals.length > 0
            ? `Showing ${paging.from}–${paging.to} of ${paging.total} ${paging.total === 1 ? 'referral' : 'referrals'}`
            : paging.pastTheEnd
              ? `There is no page ${paging.page}: ${paging.total} ${paging.total === 1 ? 'referral' : 'referrals'} in ${paging.totalPages} ${paging.totalPages === 1 ? 'page' : 'pages'}.`
              : data.filtered
                ? 'No referrals match these filters.'
                : 'You have no referrals to show.'}
        </Text>
        {referrals.length > 0 && (
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {referrals.map((r) => (
              <ReferralCard key={r.referralId} referral={r} />
            ))}
          </Stack>
        )}
        <Pager paging={paging} />
      </Stack>
      <OtherDocuments only="prior-authorization" />
    </Stack>
  )
}
