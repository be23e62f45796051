import { Table } from '~/ui/table'
import { Card, Text, Title } from '~/ui/layout'
import type { IdCardDetails } from '@member-dashboard/contract'
import { formatDisplayDate } from '~/platform/formats'
import { useTranslation } from '~/platform/i18n/use-translation'

/** The ID card on screen: what idCard/view answers as JSON. */
export const ID_CARD_ON_SCREEN_PATH = '/id-card?view=card'

/** The member's ID card as a card on the page (idCard/view's JSON answer, decision 149). */
export function IdCardDetailsCard({ card }: { card: IdCardDetails }) {
  const { t } = useTranslation('home')
  return (
    <Card withBorder component="section" aria-labelledby="id-card-details-heading" maw={560}>
      <Title order={2} size="h3" id="id-card-details-heading" mb="xs">
        {t('idCard.cardHeading')}
      </Title>
      <dl>
        <Text component="dt" fw={600}>
          {t('idCard.member')}
        </Text>
        <Text component="dd">{card.memberName}</Text>
        <Text component="dt" fw={600}>
          {t('idCard.subscriberId')}
        </Text>
        <Text component="dd">
          {card.subscriberId}-{String(card.memberSuffix).padStart(2, '0')}
        </Text>
        <Text component="dt" fw={600}>
          {t('idCard.group')}
        </Text>
        <Text component="dd">
          {card.groupName} ({card.groupId})
        </Text>
      </dl>
      <Table mt="sm">
        <caption className="visually-hidden">{t('idCard.coverageCaption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('idCard.coverage')}</Table.Th>
            <Table.Th scope="col">{t('idCard.plan')}</Table.Th>
            <Table.Th scope="col">{t('idCard.effective')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.coverage.map((line) => (
            <Table.Tr key={line.category}>
              {/* The category's label (BENEFIT_CATEGORY_LABEL) in the member's language. */}
              <Table.Td>{t(`categories.${line.category}`)}</Table.Td>
              <Table.Td>{line.planName}</Table.Td>
              <Table.Td>{formatDisplayDate(line.effectiveDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text mt="sm">{t('idCard.customerService', { phone: card.customerServicePhone })}</Text>
    </Card>
  )
}
