import { Anchor, Paper, Stack, Text, Title } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import type { ClaimPage } from '@member-dashboard/contract'
import type { ProgramLink } from '~/platform/plan/programs'
import { useTranslation } from '~/platform/i18n/use-translation'
import { pendingNote, serviceDatesText, type ClaimListItem, type ClaimListPage } from './claims'
import { AmountList, Pager, ScreenFailureNotice, StatusBadge } from './pieces'

function ClaimCard({ claim }: { claim: ClaimListItem }) {
  const { t } = useTranslation('claims')
  const dates = serviceDatesText(claim.serviceDates, t)
  const claimNumber = claim.claimNumber
  return (
    <Paper component="li" withBorder p="md" data-testid="claim-card" data-claim-number={claim.claimNumber}>
      <div className="claims-card-head">
        <Title order={3} size="h4">
          <Anchor to={`/claims/${encodeURIComponent(claim.claimNumber)}`}>
            {claim.providerName}
            <span className="visually-hidden">
              {`, ${t('claimsList.cardDetails', { patient: claim.patientName, dates, claimNumber })}`}
            </span>
          </Anchor>
        </Title>
        <StatusBadge status={claim.status} />
      </div>
      <p
        className="claims-text"
        data-size="sm"
        data-muted
        style={{ marginBottom: 'var(--mantine-spacing-sm)' }}
      >
        {t(`shared.category.${claim.category}`)} · {claim.patientName} ·{' '}
        {t('shared.dateOfService', { dates })} · {t('shared.claimNumber', { claimNumber })}
      </p>
      <AmountList
        items={[
          { label: t('shared.amounts.billed'), amount: claim.billedAmount },
          { label: t('shared.amounts.planPaid'), amount: claim.planPaid },
          { label: t('shared.amounts.youOwe'), amount: claim.memberResponsibility, strong: true },
        ]}
      />
      {claim.denialReason ? (
        <p className="claims-text" data-size="sm" style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          <strong>{t('claimsList.denied')}</strong> {claim.denialReason}
        </p>
      ) : null}
    </Paper>
  )
}

function Totals({ totals, filtered }: { totals: ClaimPage['totals']; filtered: boolean }) {
  const { t } = useTranslation('claims')
  const note = pendingNote(totals)
  const count = totals.claimCount
  return (
    <CardSection id="totals-heading" title={t('claimsList.totals.heading')}>
      <Text mb="sm">
        {filtered ? t('claimsList.totals.filtered', { count }) : t('claimsList.totals.all', { count })}
      </Text>
      <AmountList
        items={[
          { label: t('shared.amounts.billed'), amount: totals.billedAmount },
          { label: t('shared.amounts.planPaid'), amount: totals.planPaid },
          { label: t('shared.amounts.youOwe'), amount: totals.memberResponsibility, strong: true },
        ]}
      />
      {note ? (
        <Text size="sm" mt="xs">
          {t(note.key, { count: note.count })}
        </Text>
      ) : null}
    </CardSection>
  )
}

/** The claims of /claims: totals, the page of claims newest first, paging; or why there are none. */
export function ClaimsResults(props: {
  claims: ClaimListPage | null
  failure: { status: number; message: string } | null
  filtered: boolean
  page: number
}) {
  const { t } = useTranslation('claims')
  if (props.failure) return <ScreenFailureNotice {...props.failure} />
  if (!props.claims) {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby="claims-heading">
        <Title order={2} size="h3" id="claims-heading">
          {t('claimsList.yourClaims')}
        </Title>
        <Text mt="xs">{t('claimsList.correctFilters')}</Text>
      </Paper>
    )
  }
  const { claims } = props
  const empty = claims.totals.claimCount === 0
  return (
    <Stack gap="lg">
      {empty ? null : <Totals totals={claims.totals} filtered={props.filtered} />}
      <Stack component="section" aria-labelledby="claims-heading" gap="sm">
        <Title order={2} size="h3" id="claims-heading">
          {t('claimsList.yourClaims')}
        </Title>
        {empty ? (
          <Paper withBorder p="md" data-testid="claims-empty">
            <Text fw={600}>{props.filtered ? t('claimsList.noMatches') : t('claimsList.none')}</Text>
            {props.filtered ? (
              <Text mt="xs">
                {t('claimsList.tryOtherFilters')}{' '}
                <Anchor to="/claims" underline="always">
                  {t('claimsList.clearTheFilters')}
                </Anchor>
                .
              </Text>
            ) : (
              <Text mt="xs">{t('claimsList.noneYet')}</Text>
            )}
          </Paper>
        ) : claims.content.length === 0 ? (
          <Paper withBorder p="md">
            <Text>
              {t('claimsList.emptyPage')}{' '}
              <Anchor to="/claims" underline="always">
                {t('claimsList.firstPage')}
              </Anchor>
              .
            </Text>
          </Paper>
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {claims.content.map((claim) => (
              <ClaimCard key={claim.claimNumber} claim={claim} />
            ))}
          </Stack>
        )}
        <Pager label={t('claimsList.pages')} page={props.page} totalPages={claims.totalPages} />
      </Stack>
    </Stack>
  )
}

/** "Submit a claim": the digital claims program (93), which opens in a new tab, with a visible hint. */
export function DigitalClaims({
  program,
}: {
  program: { name: string; description: string; link: ProgramLink }
}) {
  const { t } = useTranslation('claims')
  const common = useTranslation('common')
  return (
    <CardSection id="submit-claim-heading" title={t('claimsList.submitClaim')}>
      <Text mb="xs">{program.description}</Text>
      <Anchor
        href={program.link.target}
        target={program.link.newTab ? '_blank' : undefined}
        rel={program.link.newTab ? 'noopener noreferrer' : undefined}
        fw={600}
      >
        {program.name}
        {program.link.newTab ? ` ${common.t('shell.newTab')}` : null}
      </Anchor>
    </CardSection>
  )
}
