/**
 * Pieces of the benefits pages (issue #9): the member / date choice (a GET form that works without
 * JavaScript), the plan card, the bars of deductibles and limits with their descriptions on
 * demand, the covered services, the plan history and the not-enrolled state.
 */
import { List } from '@mantine/core'
import { PlainButton } from '~/ui/plain-button'
import { Table } from '~/ui/table'
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '~/ui/layout'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { DateField, SelectField } from '~/ui/forms/fields'
import { ProgressBar } from '~/ui/pieces/progress-bar'
import { COLORS } from '~/ui/pieces/colors'
import { Notice } from '~/ui/notice'
import { useTranslation } from '~/platform/i18n/use-translation'
import { costText, type Bar } from './benefits'
import './benefits.css'

const linkProps = { c: COLORS.primary, underline: 'always' } as const

export function Section({
  id,
  title,
  order = 2,
  children,
}: {
  id: string
  title: string
  order?: 2 | 3
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  )
}

// ---------------------------------------------------------------- member and date choice

export interface ChoiceProps {
  members: { suffix: number; name: string }[]
  selectedSuffix: number
  /** The as-of date field: its value (as typed) and the message when it is not a date. */
  asOf?: { value: string; error: string | null }
  /** The label of the submit button (default 'Show benefits'). */
  submitLabel?: string
}

/** "A family-member choice" and "an 'as of' date choice": one GET form, the values in the address. */
export function ViewChoice({ members, selectedSuffix, asOf, submitLabel }: ChoiceProps) {
  const navigation = useNavigation()
  const { t } = useTranslation('benefits')
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'GET'
  if (members.length < 2 && !asOf) return null
  return (
    <Form method="get" className="benefits-no-print" aria-label={t('coverage.choiceLabel')}>
      <Group align="flex-end" gap="md" wrap="wrap">
        {members.length > 1 ? (
          <SelectField
            key={`suffix-${selectedSuffix}`}
            name="suffix"
            label={t('coverage.familyMember')}
            defaultValue={String(selectedSuffix)}
            placeholder={null}
            options={members.map((m) => ({ value: String(m.suffix), label: m.name }))}
            className="benefits-member-choice"
          />
        ) : null}
        {asOf ? (
          <DateField
            name="asOfDate"
            label={t('coverage.coverageAsOf')}
            defaultValue={asOf.value}
            error={asOf.error}
          />
        ) : null}
        <PlainButton type="submit" loading={pending}>
          {submitLabel ?? t('coverage.showBenefits')}
        </PlainButton>
      </Group>
    </Form>
  )
}

// ---------------------------------------------------------------- plan

export interface PlanView {
  name: string
  classPlanId: string | null
  effectiveDate: string | null
  terminationDate: string
  status: string
}

export function PlanCard({
  plan,
  headingId = 'plan-heading',
  order = 2,
}: {
  plan: PlanView
  headingId?: string
  order?: 2 | 3
}) {
  const { t } = useTranslation('benefits')
  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid="plan-card">
      <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={headingId} mb="xs">
        {plan.name}
      </Title>
      {plan.status ? (
        <Text fw={700} c={COLORS.text} data-testid="plan-status" mb="xs">
          {plan.status}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" spacing="xs" m={0}>
        <Fact term={t('coverage.classPlan')} value={plan.classPlanId ?? t('coverage.notAvailable')} />
        <Fact term={t('coverage.effectiveDate')} value={plan.effectiveDate ?? t('coverage.notAvailable')} />
        <Fact term={t('coverage.terminationDate')} value={plan.terminationDate} />
      </SimpleGrid>
    </Card>
  )
}

export function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c={COLORS.muted}>
        {term}
      </Text>
      <Text component="dd" m={0} c={COLORS.text}>
        {value}
      </Text>
    </div>
  )
}

// ---------------------------------------------------------------- bars

/** Deductibles, out-of-pocket maximums and limits; each description behind a <details> disclosure. */
export function BarList({ bars, empty }: { bars: Bar[]; empty: string }) {
  const { t } = useTranslation('benefits')
  if (bars.length === 0) return <Text c={COLORS.text}>{empty}</Text>
  return (
    <ul className="benefits-bars" data-testid="limit-bars">
      {bars.map((bar) => (
        <li key={bar.key} data-testid="limit-bar">
          <ProgressBar
            title={bar.title}
            met={bar.met}
            remaining={bar.remaining}
            limit={bar.limit}
            minLabel={t('coverage.met')}
            maxLabel={t('coverage.remaining')}
            limitLabel={t('coverage.limit')}
          />
          {bar.description ? (
            <details className="benefits-details">
              <summary>
                {t('coverage.whatThisMeans')}
                <span className="visually-hidden">: {bar.title}</span>
              </summary>
              <Text fw={700} size="sm" c={COLORS.text}>
                {bar.description.header}
              </Text>
              <Text size="sm" c={COLORS.text}>
                {bar.description.body}
              </Text>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

// ---------------------------------------------------------------- services

interface ServiceDetailView {
  id: string
  mainNote: string | null
  outOfPocket: string | null
  items: { description: string; network: string; note: string | null; copay: string; isCopay: boolean }[]
}

/** The items of a service detail: network, copay or coinsurance, notes. */
export function ServiceItemsTable({ detail, caption }: { detail: ServiceDetailView; caption: string }) {
  const { t } = useTranslation('benefits')
  return (
    <div className="benefits-table-wrap">
      <Table withTableBorder striped={false} verticalSpacing="xs">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start', color: COLORS.text }}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('coverage.service')}</Table.Th>
            <Table.Th scope="col">{t('coverage.network')}</Table.Th>
            <Table.Th scope="col">{t('coverage.youPay')}</Table.Th>
            <Table.Th scope="col">{t('coverage.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.items.map((item, i) => {
            const cost = costText(item)
            return (
              <Table.Tr key={i}>
                <Table.Td>{item.description}</Table.Td>
                <Table.Td>{item.network}</Table.Td>
                <Table.Td>{t(cost.key, cost.values)}</Table.Td>
                <Table.Td>{item.note ?? ''}</Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </div>
  )
}

export function ServiceNotes({ detail }: { detail: ServiceDetailView }) {
  const { t } = useTranslation('benefits')
  return (
    <>
      {detail.mainNote ? <Text c={COLORS.text}>{detail.mainNote}</Text> : null}
      {detail.outOfPocket ? (
        <Text c={COLORS.text}>
          <strong>{t('coverage.outOfPocket')}</strong> {detail.outOfPocket}
        </Text>
      ) : null}
    </>
  )
}

export interface MedicalServiceView {
  service: { pageId: string; pageDescription: string; url: string | null }
  detail: ServiceDetailView | null
}

export function MedicalServices({ services }: { services: MedicalServiceView[] }) {
  const { t } = useTranslation('benefits')
  if (services.length === 0) return <Text c={COLORS.text}>{t('coverage.noServices')}</Text>
  return (
    <Stack gap="lg">
      {services.map(({ service, detail }) => (
        <Stack key={service.pageId} gap="xs" data-testid="medical-service">
          <Title order={3} size="h4">
            {service.pageDescription}
          </Title>
          {detail ? (
            <>
              <ServiceNotes detail={detail} />
              <ServiceItemsTable
                detail={detail}
                caption={t('coverage.whatYouPay', { name: service.pageDescription })}
              />
            </>
          ) : (
            <Text c={COLORS.text}>{t('coverage.contactForDetails')}</Text>
          )}
        </Stack>
      ))}
    </Stack>
  )
}

export interface DentalGroupView {
  tier: string
  categories: {
    category: string
    services: { code: string; name: string; amount: string; benefitLimit: string | null; href: string }[]
  }[]
}

/** Dental services grouped by tier and category, each linking to its detail page. */
export function DentalServices({ groups }: { groups: DentalGroupView[] }) {
  const { t } = useTranslation('benefits')
  if (groups.length === 0) return <Text c={COLORS.text}>{t('coverage.noServices')}</Text>
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.tier} gap="xs" data-testid="dental-tier">
          <Title order={3} size="h4">
            {t('coverage.tier', { tier: group.tier })}
          </Title>
          {group.categories.map((c) => (
            <div key={c.category}>
              <Title order={4} size="h5" mb={4}>
                {c.category}
              </Title>
              <List spacing={4} listStyleType="none" ml={0} pl={0}>
                {c.services.map((s) => (
                  <List.Item key={s.code}>
                    <Anchor to={s.href} {...linkProps}>
                      {s.code} {s.name}
                    </Anchor>
                    <Text component="span" c={COLORS.text}>
                      {' '}
                      {t('coverage.planPays', { amount: s.amount })}
                      {s.benefitLimit ? `, ${s.benefitLimit}` : ''}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
        </Stack>
      ))}
    </Stack>
  )
}

// ---------------------------------------------------------------- history

export interface HistoryGroupView {
  category: string
  label: string
  periods: { plan: string; effectiveDate: string; termedDate: string; href: string }[]
}

/** Plan periods per category: effective and termed dates, plan name, each linking to its page. */
export function HistoryList({
  groups,
  showCategory = true,
}: {
  groups: HistoryGroupView[]
  showCategory?: boolean
}) {
  const { t } = useTranslation('benefits')
  if (groups.length === 0) return <Text c={COLORS.text}>{t('coverage.noHistory')}</Text>
  return (
    <Stack gap="md" data-testid="benefit-history">
      {groups.map((group) => (
        <div key={group.category}>
          {showCategory ? (
            <Title order={3} size="h4" mb={4}>
              {t(`categories.${group.category}.label`)}
            </Title>
          ) : null}
          <List spacing={4} listStyleType="none" ml={0} pl={0}>
            {group.periods.map((p) => (
              <List.Item key={p.href}>
                <Anchor to={p.href} {...linkProps}>
                  {p.plan}
                  <span className="visually-hidden"> ({t(`categories.${group.category}.label`)})</span>
                </Anchor>
                <Text component="span" c={COLORS.text}>
                  {' '}
                  {t('coverage.historyPeriod', { effective: p.effectiveDate, termination: p.termedDate })}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  )
}

// ---------------------------------------------------------------- states

/** Termed members: the 'not currently enrolled' warning and their plan history. */
export function NotEnrolled({ history }: { history: HistoryGroupView[] }) {
  const { t } = useTranslation('benefits')
  return (
    <>
      <Notice type="warning" title={t('coverage.coverageEnded')} testId="not-enrolled">
        <Text>{t('coverage.notEnrolled')}</Text>
      </Notice>
      <Section id="history-heading" title={t('coverage.yourPlanHistory')}>
        <HistoryList groups={history} />
      </Section>
    </>
  )
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor to={to} className="benefits-no-print" {...linkProps}>
      {children}
    </Anchor>
  )
}
