import { List } from '@mantine/core'
import { Badge } from '~/ui/badge'
import { Table } from '~/ui/table'
import { Card, SimpleGrid, Stack, Text, Title } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { CategoryRow } from './account'

export type SummaryData = {
  memberName: string
  subscriberId: string
  groupId: string
  groupName: string
  family: { key: string; name: string; relationship: string; subscriber: boolean; dateOfBirth: string }[]
  coverage: CategoryRow[]
}

export function AccountSummary({ data }: { data: SummaryData }) {
  const { t } = useTranslation('account')
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder component="section" aria-labelledby="member-heading">
          <Title order={2} size="h3" id="member-heading">
            {data.memberName}
          </Title>
          <Text>{t('summary.subscriberId', { id: data.subscriberId })}</Text>
          <Text>{t('summary.group', { name: data.groupName, id: data.groupId })}</Text>
        </Card>
        <Card withBorder component="section" aria-labelledby="coverage-heading">
          <Title order={2} size="h3" id="coverage-heading">
            {t('summary.coverageHeading')}
          </Title>
          <List listStyleType="none" spacing={4}>
            {data.coverage.map((row) => (
              <List.Item key={row.category}>
                <strong>{t(`coverage.categories.${row.category}`)}:</strong>{' '}
                {t(`coverage.status.${row.status}`)} ({row.text})
              </List.Item>
            ))}
          </List>
        </Card>
      </SimpleGrid>
      <Card withBorder component="section" aria-labelledby="family-heading">
        <Title order={2} size="h3" id="family-heading" mb="sm">
          {t('summary.familyHeading')}
        </Title>
        {/* Three columns do not fit a 320 px screen in every language: the table scrolls instead (decision 218). */}
        <Table.ScrollContainer label={t('summary.familyScroll')} minWidth={300}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('summary.name')}</Table.Th>
                <Table.Th scope="col">{t('summary.relationship')}</Table.Th>
                <Table.Th scope="col">{t('summary.dateOfBirth')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.family.map((person) => (
                <Table.Tr key={person.key}>
                  <Table.Th scope="row" fw={400}>
                    {person.name}{' '}
                    {person.subscriber ? (
                      // The badge keeps its whole word (it was cut with an ellipsis in a narrow column).
                      <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
                        <Badge variant="outline" color="dark">
                          {t('coverage.subscriber')}
                        </Badge>
                      </span>
                    ) : null}
                  </Table.Th>
                  <Table.Td>{person.relationship}</Table.Td>
                  <Table.Td>{person.dateOfBirth}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  )
}
