import { List } from '@mantine/core'
import { Badge } from '~/ui/badge'
import { Table } from '~/ui/table'
import { Card, SimpleGrid, Stack, Text, Title } from '~/ui/layout'
import type { CategoryRow } from './account'
import { STATUS_LABEL } from './account'

export type SummaryData = {
  memberName: string
  subscriberId: string
  groupId: string
  groupName: string
  family: { key: string; name: string; relationship: string; subscriber: boolean; dateOfBirth: string }[]
  coverage: CategoryRow[]
}

export function AccountSummary({ data }: { data: SummaryData }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder component="section" aria-labelledby="member-heading">
          <Title order={2} size="h3" id="member-heading">
            {data.memberName}
          </Title>
          <Text>Subscriber ID: {data.subscriberId}</Text>
          <Text>
            Group: {data.groupName} ({data.groupId})
          </Text>
        </Card>
        <Card withBorder component="section" aria-labelledby="coverage-heading">
          <Title order={2} size="h3" id="coverage-heading">
            Coverage at a glance
          </Title>
          <List listStyleType="none" spacing={4}>
            {data.coverage.map((row) => (
              <List.Item key={row.category}>
                <strong>{row.label}:</strong> {STATUS_LABEL[row.status]} ({row.text})
              </List.Item>
            ))}
          </List>
        </Card>
      </SimpleGrid>
      <Card withBorder component="section" aria-labelledby="family-heading">
        <Title order={2} size="h3" id="family-heading" mb="sm">
          Your family
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Relationship</Table.Th>
              <Table.Th scope="col">Date of birth</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.family.map((person) => (
              <Table.Tr key={person.key}>
                <Table.Th scope="row" fw={400}>
                  {person.name}{' '}
                  {person.subscriber ? (
                    <Badge variant="outline" color="dark">
                      Subscriber
                    </Badge>
                  ) : null}
                </Table.Th>
                <Table.Td>{person.relationship}</Table.Td>
                <Table.Td>{person.dateOfBirth}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  )
}
