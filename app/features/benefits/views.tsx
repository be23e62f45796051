/**
 * The benefits pages' bodies (issue #9); the route modules only load and render them.
 */
import { List } from '@mantine/core'
import { useTranslation } from '~/platform/i18n/use-translation'
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

function Showing({ memberName, asOfText }: { memberName: string; asOfText?: string | null }) {
  const { t } = useTranslation('benefits')
  return (
    <Text c={COLORS.text} data-testid="showing">
      {t('coverage.showingFor')} <strong>{memberName}</strong>
      {asOfText ? (
        <>
          {' '}
          {t('coverage.asOf')} <strong>{asOfText}</strong>
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
  const { t } = useTranslation('benefits')
  return (
    <>
      <Section id={`${idPrefix}limits-heading`} title={t('coverage.limitsHeading')}>
        <BarList bars={data.bars} empty={t('coverage.noLimits')} />
      </Section>
      <Section id={`${idPrefix}services-heading`} title={t('coverage.servicesHeading')}>
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
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t('pages.benefits')}</PageTitle>
      <BenefitsNav items={nav} />
      {kind === 'not-enrolled' ? (
        <NotEnrolled history={history} />
      ) : (
        <Notice type="info" title={t('coverage.noBenefitsTitle')} testId="no-benefits">
          <Text>{t('coverage.noBenefits')}</Text>
        </Notice>
      )}
    </PageStack>
  )
}

// ---------------------------------------------------------------- /benefits/{category}

export function CategoryView({ data }: { data: Data<typeof loadCategoryPage> }) {
  const { t } = useTranslation('benefits')
  const category = `categories.${data.category}`
  return (
    <PageStack>
      <PageTitle>{t(`${category}.heading`)}</PageTitle>
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
            <Text c={COLORS.text}>{t('coverage.chooseValidDate')}</Text>
          ) : (
            <Notice type="info" title={t(`${category}.noCoverageTitle`)} testId="no-coverage">
              <Text>{t(`${category}.noCoverage`, { name: data.memberName })}</Text>
            </Notice>
          )}
          <Section id="history-heading" title={t(`${category}.historyHeading`)}>
            <HistoryList groups={data.history} showCategory={false} />
          </Section>
        </>
      )}
    </PageStack>
  )
}

// ---------------------------------------------------------------- /benefits/summary

export function SummaryView({ data }: { data: Data<typeof loadSummaryPage> }) {
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t('pages.summary')}</PageTitle>
      <BenefitsNav items={data.nav} />
      {data.kind === 'not-enrolled' ? (
        <NotEnrolled history={data.history} />
      ) : (
        <>
          <ViewChoice members={data.members} selectedSuffix={data.selectedSuffix} asOf={data.asOf} />
          {data.asOf.error ? (
            <Notice type="error" title={t('coverage.checkDate')} testId="as-of-error">
              <Text>{data.asOf.error}</Text>
            </Notice>
          ) : (
            <>
              <Showing memberName={data.memberName} asOfText={data.asOfText} />
              {data.sections.length === 0 ? (
                <Text c={COLORS.text}>{t('coverage.noCoverageOnDate')}</Text>
              ) : null}
              {data.sections.map((section) => (
                <Stack
                  key={section.category}
                  gap="md"
                  component="section"
                  aria-labelledby={`${section.category}-summary`}
                  data-testid="summary-section"
                >
                  <Title order={2} id={`${section.category}-summary`}>
                    {t(`categories.${section.category}.summaryHeading`)}
                  </Title>
                  <PlanCard plan={section.plan} headingId={`${section.category}-plan`} order={3} />
                  <Section
                    id={`${section.category}-limits`}
                    title={t(`categories.${section.category}.limitsHeading`)}
                    order={3}
                  >
                    <BarList bars={section.bars} empty={t('coverage.noLimits')} />
                  </Section>
                  <BackLink to={section.href}>{t(`categories.${section.category}.allBenefits`)}</BackLink>
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
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t(`categories.${data.category}.historyTitle`, { period: data.periodText })}</PageTitle>
      <BenefitsNav items={data.nav} />
      <Showing memberName={data.memberName} />
      <BackLink to={data.backHref}>{t(`categories.${data.category}.backToCurrent`)}</BackLink>
      <PlanCard plan={data.plan} />
      <CoverageBody data={data} />
    </PageStack>
  )
}

// ---------------------------------------------------------------- dental service pages

export function DentalDetailView({ data }: { data: Data<typeof loadDentalDetailPage> }) {
  const { service } = data
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t('dental.title', { name: service.name, code: service.code })}</PageTitle>
      <BenefitsNav items={data.nav} />
      <BackLink to={`/benefits/dental${data.query}`}>{t('dental.backToDental')}</BackLink>
      <Showing memberName={data.memberName} />
      <Section id="service-heading" title={t('dental.serviceDetails')}>
        <Stack component="dl" gap="sm" m={0} data-testid="dental-service">
          <Fact term={t('dental.tier')} value={service.tier} />
          <Fact term={t('dental.category')} value={service.category} />
          <Fact term={t('dental.code')} value={service.code} />
          <Fact term={t('dental.name')} value={service.name} />
          <Fact term={t('dental.coverageAmount')} value={t('dental.planPays', { amount: service.amount })} />
          <Fact term={t('dental.description')} value={service.description} />
          <Fact
            term={t('dental.incentiveTiers')}
            value={
              service.incentiveTiers.length ? (
                <List size="sm" withPadding>
                  {service.incentiveTiers.map((t) => (
                    <List.Item key={t}>{t}</List.Item>
                  ))}
                </List>
              ) : (
                t('dental.none')
              )
            }
          />
          <Fact term={t('dental.benefitLimit')} value={service.benefitLimit ?? t('dental.none')} />
        </Stack>
      </Section>
      {data.hasCostDetail ? (
        <BackLink to={dentalServicePath(service.code, data.query)}>{t('dental.whatYouPayLink')}</BackLink>
      ) : null}
    </PageStack>
  )
}

export function ServiceDetailView({ data }: { data: Data<typeof loadServiceDetailPage> }) {
  const { service, detail } = data
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t('dental.costsHeading', { name: service.name, code: service.code })}</PageTitle>
      <BenefitsNav items={data.nav} />
      <BackLink
        to={`/details/${encodeURIComponent(service.tier)}/dental/${encodeURIComponent(service.code)}${data.query}`}
      >
        {t('dental.backTo', { name: service.name })}
      </BackLink>
      <Showing memberName={data.memberName} />
      {detail ? (
        <Stack gap="sm" data-testid="service-detail">
          <ServiceNotes detail={detail} />
          <ServiceItemsTable detail={detail} caption={t('dental.costsCaption', { name: service.name })} />
        </Stack>
      ) : (
        <Text c={COLORS.text}>{t('dental.contactForCosts')}</Text>
      )}
    </PageStack>
  )
}
