import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '~/ui/layout'
import {
  EBILL_SHORTCUT,
  OUTLINE_OF_COVERAGE_SHORTCUT,
  type ProgramLink,
  type ProgramTileName,
  type ShortcutProgram,
} from '~/platform/plan/programs'
import { useTranslation } from '~/platform/i18n/use-translation'
import { ProgressBar } from '~/ui/pieces/progress-bar'

export interface ProgramsSectionProps {
  tiles: { id: number; name: ProgramTileName; link: ProgramLink }[]
  shortcuts: ShortcutProgram[]
  dentalLimit: { title: string; met: number; remaining: number; limit: number } | null
}

const linkStyle = { fw: 600, underline: 'always' } as const

/** The shortcuts the dashboard names itself, by id (program names from the gateway stay as sent). */
const SHORTCUT_NAME_KEY: Record<number, string> = {
  [EBILL_SHORTCUT]: 'programs.ebill',
  [OUTLINE_OF_COVERAGE_SHORTCUT]: 'programs.outlineOfCoverage',
}

/**
 * A tile link: cut name on screen, the full name for screen readers; a link that opens a new tab
 * (digital claims 93, shortcuts to outside documents) says so visibly and to screen readers.
 */
function ProgramTileLink({ name, target, external, newTab }: { name: ProgramTileName } & ProgramLink) {
  const { t } = useTranslation('common')
  const label = (
    <>
      <span aria-hidden={name.truncated || undefined}>{name.text}</span>
      {name.truncated && <span className="visually-hidden">{name.fullName}</span>}
      {newTab && <span>{` ${t('shell.newTab')}`}</span>}
    </>
  )
  const common = { ...linkStyle, title: name.truncated ? name.fullName : undefined }
  if (external || newTab) {
    return (
      <Anchor
        href={target}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        {...common}
      >
        {label}
      </Anchor>
    )
  }
  return (
    <Anchor to={target} {...common}>
      {label}
    </Anchor>
  )
}

/**
 * Home item 7: up to 6 enrolled high-priority programs, the shortcut programs, the featured dental
 * limit (main brand) and 'View all programs'.
 */
export function ProgramsSection({ tiles, shortcuts, dentalLimit }: ProgramsSectionProps) {
  const { t } = useTranslation('home')
  return (
    <Stack component="section" aria-labelledby="programs-heading" data-testid="programs-section" gap="sm">
      <Title order={2} id="programs-heading" size="h3">
        {t('programs.heading')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {tiles.map((tile) => (
          <Paper component="li" key={tile.id} p="md" withBorder data-testid="program-tile">
            <ProgramTileLink name={tile.name} {...tile.link} />
          </Paper>
        ))}
        {shortcuts.map((s) => {
          const name = SHORTCUT_NAME_KEY[s.id] ? t(SHORTCUT_NAME_KEY[s.id]) : s.name
          return (
            <Paper
              component="li"
              key={s.id}
              p="md"
              withBorder
              data-testid="shortcut-tile"
              data-program-id={s.id}
            >
              <ProgramTileLink
                name={{ text: name, fullName: name, truncated: false }}
                target={s.target}
                external={s.external}
                newTab={s.external}
              />
            </Paper>
          )
        })}
      </SimpleGrid>
      {tiles.length === 0 && shortcuts.length === 0 && <Text>{t('programs.none')}</Text>}
      {dentalLimit && (
        <Paper p="md" withBorder data-testid="dental-limit-tile">
          <ProgressBar
            title={dentalLimit.title}
            met={dentalLimit.met}
            remaining={dentalLimit.remaining}
            limit={dentalLimit.limit}
          />
        </Paper>
      )}
      <Anchor to="/benefits/programs" {...linkStyle}>
        {t('programs.viewAll')}
      </Anchor>
    </Stack>
  )
}
