import { Table } from '~/ui/table'
import { Anchor, Group, Paper, Stack, Text, Title } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import type { ClaimDetail } from '@member-dashboard/contract'
import { formatUsd } from '~/platform/currency'
import { formatDisplayDate } from '~/platform/formats'
import { COLORS } from '~/ui/pieces/colors'
import { useTranslation } from '~/platform/i18n/use-translation'
import { memberCostRows, serviceDatesText } from './claims'
import { serviceDates } from './claim-dates'
import { AmountList, FactList, StatusBadge } from './pieces'

const lineOwes = (line: ClaimDetail['serviceLines'][number]) =>
  line.memberCost === null
    ? null
    : line.memberCost.deductible +
      line.memberCost.copay +
      line.memberCost.coinsurance +
      line.memberCost.notCovered

function ServiceLines({ claim }: { claim: ClaimDetail }) {
  const { t, language } = useTranslation('claims')
  const money = (value: number | null) =>
    value === null ? t('shared.amounts.notYetKnown') : formatUsd(value, language)
  return (
    <CardSection id="lines-heading" title={t('claimDetail.lines.heading')}>
      <Table.ScrollContainer label={t('claimDetail.lines.scroll')} minWidth={560}>
        <Table striped withTableBorder captionSide="top">
          <Table.Caption>
            {t('claimDetail.lines.caption', {
              count: claim.serviceLines.length,
              provider: claim.providerName,
            })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('claimDetail.lines.date')}</Table.Th>
              <Table.Th scope="col">{t('claimDetail.lines.service')}</Table.Th>
              <Table.Th scope="col">{t('shared.amounts.billed')}</Table.Th>
              <Table.Th scope="col">{t('shared.amounts.allowed')}</Table.Th>
              <Table.Th scope="col">{t('shared.amounts.planPaid')}</Table.Th>
              <Table.Th scope="col">{t('shared.amounts.youOwe')}</Table.Th>
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
                <Table.Td>{formatUsd(line.billedAmount, language)}</Table.Td>
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
  const { t } = useTranslation('claims')
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <StatusBadge status={claim.status} />
        <Text>{t(`claimDetail.summary.${claim.category}`, { patient: claim.patientName })}</Text>
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
            {t('claimDetail.denial.heading')}
          </Title>
          <Text fw={600}>{claim.denialReason}</Text>
          <Text mt="xs">
            {t('claimDetail.denial.appeal')}{' '}
            <Anchor to="/support/customer-service" underline="always">
              {t('claimDetail.denial.contact')}
            </Anchor>
          </Text>
        </Paper>
      ) : null}

      <CardSection id="amounts-heading" title={t('claimDetail.amounts.heading')}>
        {pending ? <Text mb="sm">{t('claimDetail.amounts.processing')}</Text> : null}
        <AmountList
          cols={4}
          items={[
            { label: t('shared.amounts.billed'), amount: claim.billedAmount },
            { label: t('shared.amounts.allowed'), amount: claim.allowedAmount },
            { label: t('shared.amounts.planPaid'), amount: claim.planPaid },
            { label: t('shared.amounts.youOwe'), amount: claim.memberResponsibility, strong: true },
          ]}
        />
        {claim.memberCost ? (
          <>
            <Title order={3} size="h5" mt="md" mb="xs">
              {t('claimDetail.amounts.yourShare')}
            </Title>
            <AmountList
              cols={4}
              items={memberCostRows(claim.memberCost).map((row) => ({
                label: t(`claimDetail.memberCost.${row.key}`),
                amount: row.amount,
              }))}
            />
          </>
        ) : null}
      </CardSection>

      <CardSection id="facts-heading" title={t('claimDetail.facts.heading')}>
        <FactList
          items={[
            { label: t('claimDetail.facts.claimNumber'), value: claim.claimNumber },
            { label: t('claimDetail.facts.patient'), value: claim.patientName },
            {
              label: t('claimDetail.facts.provider'),
              value: `${claim.providerName} (${t(`claimDetail.network.${claim.networkStatus}`)})`,
            },
            {
              label: t('claimDetail.facts.dateOfService'),
              value: serviceDatesText(serviceDates(claim.serviceStartDate, claim.serviceEndDate), t),
            },
            { label: t('claimDetail.facts.received'), value: formatDisplayDate(claim.receivedDate) },
            {
              label: t('claimDetail.facts.processed'),
              value: claim.processedDate
                ? formatDisplayDate(claim.processedDate)
                : t('claimDetail.facts.notYet'),
            },
          ]}
        />
      </CardSection>

      <ServiceLines claim={claim} />

      {isSubscriber ? (
        <CardSection id="eob-heading" title={t('claimDetail.eob.heading')}>
          {claim.eobId ? (
            <Anchor href={`/resources/eob/${encodeURIComponent(claim.eobId)}`} download fw={600}>
              {t('claimDetail.eob.download')}
            </Anchor>
          ) : (
            <Text>{t('claimDetail.eob.notReady')}</Text>
          )}
          <Text mt="xs">
            <Anchor to="/eobs">{t('claimDetail.eob.all')}</Anchor>
          </Text>
        </CardSection>
      ) : null}
    </Stack>
  )
}
