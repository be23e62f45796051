import { Card, Group, SimpleGrid, Stack, Title, type GridColumns } from '~/ui/layout'
import type { ReactNode } from 'react'
import { SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { chooseGroupConstraint } from './form-constraints.generated'

/**
 * The group cards of /group-selection and /select-group: one form around a labelled list of cards,
 * each card's button posts its group id (the pressed one shows the spinner).
 */
export function GroupCardList(props: {
  label: string
  cols: GridColumns
  lastResult: FormResult
  children: ReactNode
}) {
  const [form] = useSchemaForm(
    chooseGroupConstraint,
    () => import('./sign-in-schemas').then((m) => m.chooseGroupSchema),
    { id: 'choose-group', lastResult: props.lastResult },
  )
  return (
    <SchemaForm form={form} gap="md">
      <SimpleGrid
        cols={props.cols}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
        aria-label={props.label}
      >
        {props.children}
      </SimpleGrid>
    </SchemaForm>
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
    <Card component="li" withBorder p="lg" aria-labelledby={`group-${props.groupId}`}>
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

/** The card's button: posts the group id; described by the group's name. */
export function ChooseGroupButton(props: { groupId: string; label: string }) {
  return (
    <Group>
      <SubmitButton name="groupId" value={props.groupId} aria-describedby={`group-${props.groupId}`}>
        {props.label}
      </SubmitButton>
    </Group>
  )
}
