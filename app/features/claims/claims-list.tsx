import { Anchor, Paper, Stack, Text, Title } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import type { ClaimPage } from '@member-dashboard/contract'
import type { ProgramLink } from '~/platform/plan/programs'
import { CATEGORY_LABEL, pendingNote, type ClaimListItem, type ClaimListPage } from './claims'
import { AmountList, Pager, ScreenFailureNotice, StatusBadge } from './pieces'

function ClaimCard({ claim }: { claim: ClaimListItem }) {
  const dates = claim.serviceDates
  return (
    <Paper component="li" withBorder p="md" data-testid="claim-card" data-claim-number={claim.claimNumber}>
      <div className="claims-card-head">
        <Title order={3} size="h4">
          <Anchor to={`/claims/${encodeURIComponent(claim.claimNumber)}`}>
            {claim.providerName}
            <span className="visually-hidden">
              {`, ${claim.patientName}, ${dates}, claim ${claim.claimNumber}`}
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
        {CATEGORY_LABEL[claim.category]} · {claim.patientName} · Date of service {dates} · Claim{' '}
        {claim.claimNumber}
      </p>
      <AmountList
        items={[
          { label: 'Billed', amount: claim.billedAmount },
          { label: 'Plan paid', amount: claim.planPaid },
          { label: 'You owe', amount: claim.memberResponsibility, strong: true },
        ]}
      />
      {claim.denialReason ? (
        <p className="claims-text" data-size="sm" style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          <strong>Denied:</strong> {claim.denialReason}
        </p>
      ) : null}
    </Paper>
  )
}

function Totals({ totals, filtered }: { totals: ClaimPage['totals']; filtered: boolean }) {
  const note = pendingNote(totals)
  const count = totals.claimCount === 1 ? '1 claim' : `${totals.claimCount} claims`
  return (
    <CardSection id="totals-heading" title="Totals">
      <Text mb="sm">
        {filtered
          ? `${count} ${totals.claimCount === 1 ? 'matches' : 'match'} your filters.`
          : `${count} in all.`}
      </Text>
      <AmountList
        items={[
          { label: 'Billed', amount: totals.billedAmount },
          { label: 'Plan paid', amount: totals.planPaid },
          { label: 'You owe', amount: totals.memberResponsibility, strong: true },
        ]}
      />
      {note ? (
        <Text size="sm" mt="xs">
          {note}
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
  if (props.failure) return <ScreenFailureNotice {...props.failure} />
  if (!props.claims) {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby="claims-heading">
        <Title order={2} size="h3" id="claims-heading">
          Your claims
        </Title>
        <Text mt="xs">Correct the filters above to see your claims.</Text>
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
          Your claims
        </Title>
        {empty ? (
          <Paper withBorder p="md" data-testid="claims-empty">
            <Text fw={600}>{props.filtered ? 'No claims match your filters.' : 'You have no claims.'}</Text>
            {props.filtered ? (
              <Text mt="xs">
                Try other filters or{' '}
                <Anchor to="/claims" underline="always">
                  clear the filters
                </Anchor>
                .
              </Text>
            ) : (
              <Text mt="xs">Claims show here once your providers send them to us.</Text>
            )}
          </Paper>
        ) : claims.content.length === 0 ? (
          <Paper withBorder p="md">
            <Text>
              This page has no claims.{' '}
              <Anchor to="/claims" underline="always">
                Go to the first page
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
        <Pager label="Claims pages" page={props.page} totalPages={claims.totalPages} />
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
  return (
    <CardSection id="submit-claim-heading" title="Submit a claim">
      <Text mb="xs">{program.description}</Text>
      <Anchor
        href={program.link.target}
        target={program.link.newTab ? '_blank' : undefined}
        rel={program.link.newTab ? 'noopener noreferrer' : undefined}
        fw={600}
      >
        {program.name}
        {program.link.newTab ? ' (opens in a new tab)' : null}
      </Anchor>
    </CardSection>
  )
}
