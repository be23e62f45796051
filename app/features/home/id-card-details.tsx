import { Table } from '~/ui/table'
import { Card, Text, Title } from '~/ui/layout'
import type { IdCardDetails } from '@member-dashboard/contract'
import { formatDisplayDate } from '~/platform/formats'
import { BENEFIT_CATEGORY_LABEL } from '~/platform/plan/benefit-categories'

/** The ID card on screen: what idCard/view answers as JSON. */
export const ID_CARD_ON_SCREEN_PATH = '/id-card?view=card'

/** The member's ID card as a card on the page (idCard/view's JSON answer, decision 149). */
export function IdCardDetailsCard({ card }: { card: IdCardDetails }) {
  return (
    <Card withBorder component="section" aria-labelledby="id-card-details-heading" maw={560}>
      <Title order={2} size="h3" id="id-card-details-heading" mb="xs">
        Your ID card
      </Title>
      <dl>
        <Text component="dt" fw={600}>
          Member
        </Text>
        <Text component="dd">{card.memberName}</Text>
        <Text component="dt" fw={600}>
          Subscriber ID
        </Text>
        <Text component="dd">
          {card.subscriberId}-{String(card.memberSuffix).padStart(2, '0')}
        </Text>
        <Text component="dt" fw={600}>
          Group
        </Text>
        <Text component="dd">
          {card.groupName} ({card.groupId})
        </Text>
      </dl>
      <Table mt="sm">
        <caption className="visually-hidden">Coverage on this card</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Coverage</Table.Th>
            <Table.Th scope="col">Plan</Table.Th>
            <Table.Th scope="col">Effective</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.coverage.map((line) => (
            <Table.Tr key={line.category}>
              <Table.Td>{BENEFIT_CATEGORY_LABEL[line.category]}</Table.Td>
              <Table.Td>{line.planName}</Table.Td>
              <Table.Td>{formatDisplayDate(line.effectiveDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text mt="sm">Customer service: {card.customerServicePhone}</Text>
    </Card>
  )
}
