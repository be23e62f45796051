import { Button, Card, Group, SimpleGrid, Stack, Title, type SimpleGridProps } from '@mantine/core'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'

/** The group cards of /group-selection and /select-group: a labelled list of cards. */
export function GroupCardList(props: { label: string; cols: SimpleGridProps['cols']; children: ReactNode }) {
  return (
    <SimpleGrid
      cols={props.cols}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
      aria-label={props.label}
    >
      {props.children}
    </SimpleGrid>
  )
}

/** One group: `before` goes above the group name (a banner), `children` below it. */
export function GroupCard(props: {
  groupId: string
  groupName: string
  before?: ReactNode
  children: ReactNode
}) {
  return (
    <Card component="li" withBorder padding="lg" aria-labelledby={`group-${props.groupId}`}>
      <Stack gap="xs">
        {props.before}
        <Title order={2} size="h3" id={`group-${props.groupId}`}>
          {props.groupName}
        </Title>
        {props.children}
      </Stack>
    </Card>
  )
}

/** Posts the group id to the page's action; the button is described by the group's name. */
export function ChooseGroupForm(props: { groupId: string; pending: boolean; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="groupId" value={props.groupId} />
      <Group>
        <Button type="submit" loading={props.pending} aria-describedby={`group-${props.groupId}`}>
          {props.label}
        </Button>
      </Group>
    </Form>
  )
}
