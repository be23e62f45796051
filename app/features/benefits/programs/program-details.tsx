import { List } from '@mantine/core'
import { Anchor, Stack, Text, Title } from '~/ui/layout'
import type { ProgramDetails as Details } from './programs.server'
import { NewTabHint } from './new-tab-link'
import { useTranslation } from '~/platform/i18n/use-translation'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The action of a program: an internal page, or its outside site in a new tab (said on screen and to screen readers). */
function ProgramActionLink({ action }: { action: NonNullable<Details['action']> }) {
  const look = { fw: 700, size: 'lg', underline: 'always', 'data-testid': 'program-action' } as const
  if (action.external || action.newTab) {
    return (
      <Anchor
        href={action.target}
        target={action.newTab ? '_blank' : undefined}
        rel="noopener noreferrer"
        {...look}
      >
        {action.label}
        {action.newTab && <NewTabHint />}
      </Anchor>
    )
  }
  return (
    <Anchor to={action.target} {...look}>
      {action.label}
    </Anchor>
  )
}

/** /benefits/programs/{id}: name (the page heading), description, categories, phone, action, related resources. */
export function ProgramDetails({ program }: { program: Details }) {
  const { t } = useTranslation('benefits')
  return (
    <Stack gap="lg">
      <Text>{program.description}</Text>
      {program.categories.length > 0 && (
        <Text>
          <Text component="span" fw={700}>
            {t('programs.categories')}
          </Text>{' '}
          {program.categories.join(', ')}
        </Text>
      )}
      {program.phoneNumber && (
        <Text>
          <Text component="span" fw={700}>
            {t('programs.phone')}
          </Text>{' '}
          <Anchor href={telHref(program.phoneNumber)} underline="always">
            {program.phoneNumber}
          </Anchor>
        </Text>
      )}
      {program.action ? (
        <div>
          <ProgramActionLink action={program.action} />
        </div>
      ) : (
        program.phoneNumber && <Text>{t('programs.callToJoin')}</Text>
      )}
      {program.related.length > 0 && (
        <Stack component="section" aria-labelledby="related-resources" gap="xs">
          <Title order={2} size="h3" id="related-resources">
            {t('programs.related')}
          </Title>
          <List>
            {program.related.map((r) => (
              <List.Item key={r.id}>
                <Anchor to={r.href} underline="always">
                  {r.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Anchor to="/benefits/programs" underline="always">
        {t('programs.backToAll')}
      </Anchor>
    </Stack>
  )
}
