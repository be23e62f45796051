/**
 * The benefits pages' bodies (issue #9); the route modules only load and render them.
 */
import { List } from '@mantine/core'
import { Stack, Text, Title } from '~/ui/layout'
import type {
  loadCategoryPage,
  loadDentalDetailPage,
  loadHistoryPage,
  loadServiceDetailPage,
  loadSummaryPage,
} from './benefits.server'
import { PageStack, PageTitle } from '~/ui/page'
import { COLORS } from '~/ui/pieces/colors'
import { Notice } from '~/ui/notice'
import { BenefitsNav } from './benefits-nav'
import { dentalServicePath } from './benefits'
import {
  BackLink,
  BarList,
  DentalServices,
  Fact,
  HistoryList,
  MedicalServices,
  NotEnrolled,
  PlanCard,
  Section,
  ServiceItemsTable,
  ServiceNotes,
  ViewChoice,
  type HistoryGroupView,
} from './benefits-page'
import type { BenefitsNavItem } from './benefits-nav'

type Data<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

const NO_BARS = 'No deductibles, out-of-pocket maximums or limits to show for this plan and date.'

function Showing({ memberName, asOfText }: { memberName: string; asOfText?: string | null }) {
  return (
    <Text c={COLORS.text} data-testid="showing">
      Showing benefits for <strong>{memberName}</strong>
      {asOfText ? (
        <>
          {' '}
          as of <strong>{asOfText}</strong>
        </>
      ) : null}
    </Text>
  )
}

type CoverageParts = {
  category: string
  bars: Parameters<typeof BarList>[0]['bars']
  dentalGroups: Parameters<typeof DentalServices>[0]['groups']
  services: Parameters<typeof MedicalServices>[0]['services']
}

function CoverageBody({ data, idPrefix = '' }: { data: CoverageParts; idPrefix?: string }) {
  return (
    <>
      <Section id={`${idPrefix}limits-heading`} title="Deductibles, out-of-pocket maximums and limits">
        <BarList bars={data.bars} empty={NO_BARS} />
      </Section>
      <Section id={`${idPrefix}services-heading`} title="Covered services">
        {data.category === 'dental' ? (
          <DentalServices groups={data.dentalGroups} />
        ) : (
          <MedicalServices services={data.services} />
        )}
      </Section>
    </>
  )
}

// ---------------------------------------------------------------- /benefits

export function BenefitsIndexView({
  kind,
  nav,
  history,
}: {
  kind: 'not-enrolled' | 'none'
  nav: BenefitsNavItem[]
  history: HistoryGroupView[]
}) {
  return (
    <PageStack>
      <PageTitle>Benefits</PageTitle>
      <BenefitsNav items={nav} />
      {kind === 'not-enrolled' ? (
        <NotEnrolled history={history} />
      ) : (
        <Notice type="info" title="No benefits to show" testId="no-benefits">
          <Text>You have no medical, dental, vision or pharmacy benefits with us, and no programs.</Text>
        </Notice>
      )}
    </PageStack>
  )
}

// ---------------------------------------------------------------- /benefits/{category}

export function CategoryView({ data }: { data: Data<typeof loadCategoryPage> }) {
  return (
    <PageStack>
      <PageTitle>{data.label} benefits</PageTitle>
      <BenefitsNav items={data.nav} />
      {data.kind === 'not-enrolled' ? (
        <NotEnrolled history={data.history} />
      ) : (
        <>
          <ViewChoice members={data.members} selectedSuffix={data.selectedSuffix} asOf={data.asOf} />
          <Showing memberName={data.memberName} asOfText={data.asOfText} />
          {data.kind === 'coverage' ? (
            <>
              <PlanCard plan={data.plan} />
              <CoverageBody data={data} />
            </>
          ) : data.asOf.error ? (
            <Text c={COLORS.text}>Choose a valid date to see these benefits.</Text>
          ) : (
            <Notice type="info" title={`No ${data.label.toLowerCase()} coverage`} testId="no-coverage">
              <Text>
                {data.memberName} has no {data.label.toLowerCase()} coverage on this date.
              </Text>
            </Notice>
          )}
          <Section id="history-heading" title={`${data.label} plan history`}>
            <HistoryList groups={data.history} showCategory={false} />
          </Section>
        </>
      )}
    </PageStack>
  )
}

// ---------------------------------------------------------------- /benefits/summary

export function SummaryView({ data }: { data: Data<typeof loadSummaryPage> }) {
  return (
    <PageStack>
      <PageTitle>Benefits summary</PageTitle>
      <BenefitsNav items={data.nav} />
      {data.kind === 'not-enrolled' ? (
        <NotEnrolled history={data.history} />
      ) : (
        <>
          <ViewChoice members={data.members} selectedSuffix={data.selectedSuffix} asOf={data.asOf} />
          {data.asOf.error ? (
            <Notice type="error" title="Check the date" testId="as-of-error">
              <Text>{data.asOf.error}</Text>
            </Notice>
          ) : (
            <>
              <Showing memberName={data.memberName} asOfText={data.asOfText} />
              {data.sections.length === 0 ? <Text c={COLORS.text}>No coverage on this date.</Text> : null}
              {data.sections.map((section) => (
                <Stack
                  key={section.category}
                  gap="md"
                  component="section"
                  aria-labelledby={`${section.category}-summary`}
                  data-testid="summary-section"
                >
                  <Title order={2} id={`${section.category}-summary`}>
                    {section.label}
                  </Title>
                  <PlanCard plan={section.plan} headingId={`${section.category}-plan`} order={3} />
                  <Section
                    id={`${section.category}-limits`}
                    title={`${section.label} deductibles and limits`}
                    order={3}
                  >
                    <BarList bars={section.bars} empty={NO_BARS} />
                  </Section>
                  <BackLink to={section.href}>All {section.label.toLowerCase()} benefits</BackLink>
                </Stack>
              ))}
            </>
          )}
        </>
      )}
    </PageStack>
  )
}

// ---------------------------------------------------------------- history page

export function HistoryView({ data }: { data: Data<typeof loadHistoryPage> }) {
  return (
    <PageStack>
      <PageTitle>
        {data.label} benefits, {data.periodText}
      </PageTitle>
      <BenefitsNav items={data.nav} />
      <Showing memberName={data.memberName} />
      <BackLink to={data.backHref}>Back to current {data.label.toLowerCase()} benefits</BackLink>
      <PlanCard plan={data.plan} />
      <CoverageBody data={data} />
    </PageStack>
  )
}

// ---------------------------------------------------------------- dental service pages

export function DentalDetailView({ data }: { data: Data<typeof loadDentalDetailPage> }) {
  const { service } = data
  return (
    <PageStack>
      <PageTitle>
        {service.name} ({service.code})
      </PageTitle>
      <BenefitsNav items={data.nav} />
      <BackLink to={`/benefits/dental${data.query}`}>Back to dental benefits</BackLink>
      <Showing memberName={data.memberName} />
      <Section id="service-heading" title="Service details">
        <Stack component="dl" gap="sm" m={0} data-testid="dental-service">
          <Fact term="Tier" value={service.tier} />
          <Fact term="Category" value={service.category} />
          <Fact term="Code" value={service.code} />
          <Fact term="Name" value={service.name} />
          <Fact term="Coverage amount" value={`Plan pays ${service.amount}`} />
          <Fact term="Description" value={service.description} />
          <Fact
            term="Incentive tiers"
            value={
              service.incentiveTiers.length ? (
                <List size="sm" withPadding>
                  {service.incentiveTiers.map((t) => (
                    <List.Item key={t}>{t}</List.Item>
                  ))}
                </List>
              ) : (
                'None'
              )
            }
          />
          <Fact term="Benefit limit" value={service.benefitLimit ?? 'None'} />
        </Stack>
      </Section>
      {data.hasCostDetail ? (
        <BackLink to={dentalServicePath(service.code, data.query)}>
          What you pay in and out of network
        </BackLink>
      ) : null}
    </PageStack>
  )
}

export function ServiceDetailView({ data }: { data: Data<typeof loadServiceDetailPage> }) {
  const { service, detail } = data
  return (
    <PageStack>
      <PageTitle>
        {service.name} ({service.code}): what you pay
      </PageTitle>
      <BenefitsNav items={data.nav} />
      <BackLink
        to={`/details/${encodeURIComponent(service.tier)}/dental/${encodeURIComponent(service.code)}${data.query}`}
      >
        Back to {service.name}
      </BackLink>
      <Showing memberName={data.memberName} />
      {detail ? (
        <Stack gap="sm" data-testid="service-detail">
          <ServiceNotes detail={detail} />
          <ServiceItemsTable detail={detail} caption={`${service.name}: what you pay by network`} />
        </Stack>
      ) : (
        <Text c={COLORS.text}>Contact customer service for the costs of this service.</Text>
      )}
    </PageStack>
  )
}
