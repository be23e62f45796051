import { Anchor, Paper, Stack, Text, Title } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { memberFormGroups } from './member-forms'

/**
 * 'Forms and documents': each category a section, each form its title, its purpose and a plain
 * download link (a document request, so it works without JavaScript).
 */
export function MemberFormsPage({ groups }: { groups: ReturnType<typeof memberFormGroups> }) {
  const { t } = useTranslation('claims')
  return (
    <Stack gap="lg">
      <Text>{t('forms.intro')}</Text>
      {groups.length === 0 ? (
        <Paper withBorder p="md" data-testid="member-forms-empty">
          <Text>{t('forms.none')}</Text>
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
                  {t('forms.download', { title: form.title })}
                </Anchor>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  )
}
