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
import { useTranslation } from '~/platform/i18n/use-translation'

/** The filters: a GET form, so the values live in the address and it works without JavaScript. */
function ReferralFilters({ data }: { data: ReferralsData }) {
  const { query, options } = data
  const [form, fields] = useSchemaForm(
    referralFiltersConstraint,
    () => import('./referrals-schemas').then((m) => m.referralFilterFormSchema),
    {
      id: 'referral-filters',
      checks: 'reached',
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
  const { t } = useTranslation('benefits')
  return (
    <Card withBorder component="section" aria-labelledby="filters-heading">
      <Title order={2} size="h3" id="filters-heading" mb="sm">
        {t('referrals.filterHeading')}
      </Title>
      <Form method="get" {...getFormProps(form)}>
        {form.controller}
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              field={fields.memberKey}
              label={t('referrals.familyMember')}
              options={options.members}
              placeholder={t('referrals.allFamilyMembers')}
            />
            <SelectField
              field={fields.statusCode}
              label={t('referrals.status')}
              options={options.statuses}
              placeholder={t('referrals.allStatuses')}
            />
            <SelectField
              field={fields.providerId}
              label={t('referrals.specialist')}
              options={options.providers}
              placeholder={t('referrals.allSpecialists')}
            />
            <SelectField
              field={fields.size}
              label={t('referrals.perPage')}
              options={options.sizes}
              placeholder={t('referrals.defaultSize')}
            />
          </SimpleGrid>
          <Checkbox
            {...getInputProps(fields.excludeExpired, { type: 'checkbox', value: 'true' })}
            key={fields.excludeExpired.key}
            label={t('referrals.hideExpired')}
          />
          <Group gap="md">
            <PlainButton loading={pending}>{t('referrals.apply')}</PlainButton>
            {data.filtered && (
              <Anchor to={data.clearHref} underline="always">
                {t('referrals.clear')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Form>
    </Card>
  )
}

function ReferralCard({ referral }: { referral: ReferralView }) {
  const { t } = useTranslation('benefits')
  return (
    <Paper component="li" withBorder p="md" data-testid="referral" data-referral-id={referral.referralId}>
      <Title order={3} size="h4">
        {referral.specialist}
      </Title>
      <Text mb="xs">{referral.specialty}</Text>
      <FactList>
        <Fact label={t('referrals.referralId')}>{referral.referralId}</Fact>
        <Fact label={t('referrals.member')}>{referral.memberName}</Fact>
        <Fact label={t('referrals.status')}>{referral.status}</Fact>
        <Fact label={t('referrals.valid')}>
          {t('referrals.validDates', { start: referral.startDate, end: referral.endDate })}
          {referral.expired && t('referrals.expired')}
        </Fact>
        <Fact label={t('referrals.visitsAllowed')}>{referral.visitsAllowed}</Fact>
        {referral.visitsUsed !== null && <Fact label={t('referrals.visitsUsed')}>{referral.visitsUsed}</Fact>}
      </FactList>
    </Paper>
  )
}

function Pager({ paging }: { paging: ReferralsData['paging'] }) {
  const { t } = useTranslation('benefits')
  if (paging.totalPages <= 1 && !paging.pastTheEnd) return null
  return (
    <Group component="nav" aria-label={t('referrals.pages')} gap="md" justify="space-between">
      {paging.previousHref ? (
        <Anchor to={paging.previousHref} underline="always" rel="prev">
          {t('referrals.previous')}
        </Anchor>
      ) : (
        <span />
      )}
      <Text data-testid="page-of">
        {t('referrals.pageOf', { page: paging.page, total: paging.totalPages })}
      </Text>
      {paging.nextHref ? (
        <Anchor to={paging.nextHref} underline="always" rel="next">
          {t('referrals.next')}
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
  const { t } = useTranslation('benefits')
  return (
    <Stack gap="lg">
      <ReferralFilters key={JSON.stringify(data.query)} data={data} />
      <Stack component="section" aria-labelledby="results-heading" gap="sm">
        <Title order={2} size="h3" id="results-heading">
          {t('referrals.yourReferrals')}
        </Title>
        <Text role="status" data-testid="referral-count">
          {referrals.length > 0
            ? t('referrals.showing', { from: paging.from, to: paging.to, count: paging.total })
            : paging.pastTheEnd
              ? t('referrals.noSuchPage', {
                  page: paging.page,
                  referrals: t('referrals.referralCount', { count: paging.total }),
                  pages: t('referrals.pageCount', { count: paging.totalPages }),
                })
              : t(data.filtered ? 'referrals.noMatches' : 'referrals.none')}
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
