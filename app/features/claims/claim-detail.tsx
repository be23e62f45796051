import { Table } from '~/ui/table'
import { Anchor, Group, Paper, Stack, Text, Title } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import type { ClaimDetail } from '@member-dashboard/contract'
import { formatUsd } from '~/platform/currency'
import { formatDisplayDate } from '~/platform/formats'
import { COLORS } from '~/ui/pieces/colors'
import { CATEGORY_LABEL, NETWORK_LABEL, memberCostRows } from './claims'
import { serviceDatesText } from './claim-dates'
import { AmountList, FactList, StatusBadge } from './pieces'

const money = (value: number | null) => (value === null ? 'Not yet known' : formatUsd(value))
const lineOwes = (line: ClaimDetail['serviceLines'][number]) =>
  line.memberCost === null
    ? null
    : line.memberCost.deductible +
      line.memberCost.copay +
      line.memberCost.coinsurance +
      line.memberCost.notCovered

function ServiceLines({ claim }: { claim: ClaimDetail }) {
  return (
    <CardSection id="lines-heading" title="Services on this claim">
      <Table.ScrollContainer
        label="Services on this claim (scrolls sideways on small screens)"
        minWidth={560}
      >
        <Table striped withTableBorder captionSide="top">
          <Table.Caption>
            {claim.serviceLines.length === 1 ? '1 service' : `${claim.serviceLines.length} services`} billed
            by {claim.providerName}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Service</Table.Th>
              <Table.Th scope="col">Billed</Table.Th>
              <Table.Th scope="col">Allowed</Table.Th>
              <Table.Th scope="col">Plan paid</Table.Th>
              <Table.Th scope="col">You owe</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {claim.serviceLines.map((line) => (
              <Table.Tr key={line.lineNumber}>
                <Table.Td>{formatDisplayDate(line.serviceDate)}</Table.Td>
                <Table.Th scope="row" fw={400}>
                  {line.description}{' '}
                  <Text component="span" size="sm" c={COLORS.muted}>
                    ({line.procedureCode})
                  </Text>
                  {line.remark ? (
                    <Text size="sm" c={COLORS.muted}>
                      {line.remark}
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td>{formatUsd(line.billedAmount)}</Table.Td>
                <Table.Td>{money(line.allowedAmount)}</Table.Td>
                <Table.Td>{money(line.planPaid)}</Table.Td>
                <Table.Td>{money(lineOwes(line))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </CardSection>
  )
}

/** Everything about one claim: status and (if denied) why, the amounts, the member's share, the lines, the EOB. */
export function ClaimDetailView({ claim, isSubscriber }: { claim: ClaimDetail; isSubscriber: boolean }) {
  const pending = claim.status === 'PENDING'
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <StatusBadge status={claim.status} />
        <Text>
          {CATEGORY_LABEL[claim.category]} claim for {claim.patientName}
        </Text>
      </Group>

      {claim.denialReason ? (
        <Paper
          withBorder
          p="md"
          component="section"
          aria-labelledby="denial-heading"
          style={{ borderLeft: `4px solid ${COLORS.error}` }}
          data-testid="denial-reason"
        >
          <Title order={2} size="h3" id="denial-heading" mb="xs">
            Why this claim was denied
          </Title>
          <Text fw={600}>{claim.denialReason}</Text>
          <Text mt="xs">
            If you think this is wrong, you can ask us to review it (an appeal).{' '}
            <Anchor to="/support/customer-service" underline="always">
              Contact customer service
            </Anchor>
          </Text>
        </Paper>
      ) : null}

      <CardSection id="amounts-heading" title="What you owe">
        {pending ? (
          <Text mb="sm">
            We are processing this claim. What the plan pays and what you owe show here once it is processed.
          </Text>
        ) : null}
        <AmountList
          cols={4}
          items={[
            { label: 'Billed', amount: claim.billedAmount },
            { label: 'Allowed', amount: claim.allowedAmount },
            { label: 'Plan paid', amount: claim.planPaid },
            { label: 'You owe', amount: claim.memberResponsibility, strong: true },
          ]}
        />
        {claim.memberCost ? (
          <>
            <Title order={3} size="h5" mt="md" mb="xs">
              Your share
            </Title>
            <AmountList cols={4} items={memberCostRows(claim.memberCost)} />
          </>
        ) : null}
      </CardSection>

      <CardSection id="facts-heading" title="Claim details">
        <FactList
          items={[
            { label: 'Claim number', value: claim.claimNumber },
            { label: 'Patient', value: claim.patientName },
            { label: 'Provider', value: `${claim.providerName} (${NETWORK_LABEL[claim.networkStatus]})` },
            {
              label: 'Date of service',
              value: serviceDatesText(claim.serviceStartDate, claim.serviceEndDate),
            },
            { label: 'Received', value: formatDisplayDate(claim.receivedDate) },
            {
              label: 'Processed',
              value: claim.processedDate ? formatDisplayDate(claim.processedDate) : 'Not yet',
            },
          ]}
        />
      </CardSection>

      <ServiceLines claim={claim} />

      {isSubscriber ? (
        <CardSection id="eob-heading" title="Explanation of benefits">
          {claim.eobId ? (
            <Anchor href={`/resources/eob/${encodeURIComponent(claim.eobId)}`} download fw={600}>
              Download the explanation of benefits (PDF)
            </Anchor>
          ) : (
            <Text>The explanation of benefits is ready once the claim is processed.</Text>
          )}
          <Text mt="xs">
            <Anchor to="/eobs">All explanations of benefits</Anchor>
          </Text>
        </CardSection>
      ) : null}
    </Stack>
  )
}
