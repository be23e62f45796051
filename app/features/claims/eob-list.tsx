import { Anchor, Paper, Stack, Text, Title } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import type { Eob, EobPage } from '@member-dashboard/contract'
import { formatDisplayDate } from '~/platform/formats'
import { CATEGORY_LABEL } from './claims'
import { AmountList, Pager, ScreenFailureNotice } from './pieces'

function EobCard({ eob }: { eob: Eob }) {
  const issued = formatDisplayDate(eob.issuedDate)
  return (
    <Paper component="li" withBorder p="md" data-testid="eob-card">
      <div className="claims-card-head">
        <Title order={3} size="h4">
          {eob.providerName}
        </Title>
        <p className="claims-text" data-size="sm" data-muted>
          Issued {issued}
        </p>
      </div>
      <p
        className="claims-text"
        data-size="sm"
        data-muted
        style={{ marginBottom: 'var(--mantine-spacing-sm)' }}
      >
        {CATEGORY_LABEL[eob.category]} · {eob.patientName} · Date of service{' '}
        {formatDisplayDate(eob.serviceStartDate)} ·{' '}
        <Anchor to={`/claims/${encodeURIComponent(eob.claimNumber)}`} underline="always">
          Claim {eob.claimNumber}
        </Anchor>
      </p>
      <AmountList
        cols={2}
        items={[
          { label: 'Plan paid', amount: eob.planPaid },
          { label: 'You owe', amount: eob.memberResponsibility, strong: true },
        ]}
      />
      <Anchor
        href={`/resources/eob/${encodeURIComponent(eob.eobId)}`}
        download
        fw={600}
        mt="sm"
        display="inline-block"
      >
        Download EOB (PDF)
        <span className="visually-hidden">{`, ${eob.providerName}, ${eob.patientName}, issued ${issued}`}</span>
      </Anchor>
    </Paper>
  )
}

/** The EOB delivery preference ("Only subscribers see the EOB electronic-delivery preference"). */
export function EobDelivery({ electronicEob }: { electronicEob: boolean }) {
  return (
    <CardSection id="delivery-heading" title="How you get EOBs">
      <Text mb="xs">
        {electronicEob
          ? 'Paperless: we e-mail you when a new explanation of benefits is ready.'
          : 'By mail: we post you a paper copy of each explanation of benefits.'}
      </Text>
      <Anchor to="/account/settings?edit=preferences">
        Change how you get EOBs in your account settings
      </Anchor>
    </CardSection>
  )
}

/** The EOB documents, newest first, each a PDF download (a plain link: works without JavaScript). */
export function EobList(props: {
  eobs: EobPage | null
  failure: { status: number; message: string } | null
  page: number
  downloadFailed: { status: number; eobId: string | null } | null
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="eobs-heading">
      <Title order={2} size="h3" id="eobs-heading">
        Your explanations of benefits
      </Title>
      {props.downloadFailed ? (
        <ScreenFailureNotice
          status={props.downloadFailed.status}
          message="We couldn't download that explanation of benefits."
          retryHref={
            props.downloadFailed.eobId
              ? `/resources/eob/${encodeURIComponent(props.downloadFailed.eobId)}`
              : undefined
          }
        />
      ) : null}
      {props.failure ? <ScreenFailureNotice {...props.failure} /> : null}
      {props.eobs && props.eobs.totalElements === 0 ? (
        <Paper withBorder p="md" data-testid="eobs-empty">
          <Text fw={600}>You have no explanations of benefits.</Text>
          <Text mt="xs">We send one each time we process a claim.</Text>
        </Paper>
      ) : null}
      {props.eobs && props.eobs.content.length > 0 ? (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {props.eobs.content.map((eob) => (
            <EobCard key={eob.eobId} eob={eob} />
          ))}
        </Stack>
      ) : null}
      {props.eobs ? <Pager label="EOB pages" page={props.page} totalPages={props.eobs.totalPages} /> : null}
    </Stack>
  )
}
