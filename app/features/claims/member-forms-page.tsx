import { Anchor, Paper, Stack, Text, Title } from '~/ui/layout'
import type { memberFormGroups } from './member-forms'

/**
 * 'Forms and documents': each category a section, each form its title, its purpose and a plain
 * download link (a document request, so it works without JavaScript).
 */
export function MemberFormsPage({ groups }: { groups: ReturnType<typeof memberFormGroups> }) {
  return (
    <Stack gap="lg">
      <Text>Print a form, fill it in and mail it to the address on the form. Each form opens as a PDF.</Text>
      {groups.length === 0 ? (
        <Paper withBorder p="md" data-testid="member-forms-empty">
          <Text>There are no forms for your plan right now. Customer service can send you one.</Text>
        </Paper>
      ) : null}
      {groups.map((group) => (
        <Stack component="section" key={group.category} gap="sm" aria-labelledby={`forms-${group.category}`}>
          <Title order={2} size="h3" id={`forms-${group.category}`}>
            {group.category}
          </Title>
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.forms.map((form) => (
              <Paper component="li" key={form.id} withBorder p="md" data-testid="member-form">
                <Title order={3} size="h4">
                  {form.title}
                </Title>
                <Text mb="xs">{form.purpose}</Text>
                <Anchor href={form.href} underline="always">
                  Download {form.title} (PDF)
                </Anchor>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  )
}
