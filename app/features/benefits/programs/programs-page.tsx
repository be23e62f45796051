import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '~/ui/layout'
import type { ProgramSummary } from './programs.server'
import { useTranslation } from '~/platform/i18n/use-translation'
import { OTHER_CATEGORY } from './programs'

type Category = { key: string; label: string; programs: ProgramSummary[] }

function ProgramCard({ program, headingLevel }: { program: ProgramSummary; headingLevel: 3 }) {
  return (
    <Paper component="li" withBorder p="md" data-testid="program-card" data-program-id={program.id}>
      <Title order={headingLevel} size="h4" mb={4}>
        <Anchor to={program.href} underline="always">
          {program.name}
        </Anchor>
      </Title>
      <Text size="sm">{program.description}</Text>
    </Paper>
  )
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 }

/**
 * /benefits/programs: the featured list (at most 5 high-priority programs, none for a termed member)
 * then every program the member has, grouped by category; each name opens the program's page.
 */
export function ProgramsPage({
  featured,
  categories,
}: {
  featured: ProgramSummary[]
  categories: Category[]
}) {
  const { t } = useTranslation('benefits')
  return (
    <Stack gap="xl">
      {featured.length > 0 && (
        <Stack
          component="section"
          aria-labelledby="featured-programs"
          gap="sm"
          data-testid="featured-programs"
        >
          <Title order={2} id="featured-programs">
            {t('programs.featured')}
          </Title>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" style={listStyle}>
            {featured.map((p) => (
              <ProgramCard key={p.id} program={p} headingLevel={3} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {categories.length === 0 ? (
        <Text>{t('programs.none')}</Text>
      ) : (
        categories.map((category) => (
          <Stack
            component="section"
            key={category.key}
            aria-labelledby={`programs-${category.key}`}
            gap="sm"
            data-testid="program-category"
          >
            <Title order={2} id={`programs-${category.key}`}>
              {/* The categories as sent; the programs without one are the dashboard's group. */}
              {category.key === OTHER_CATEGORY ? t('programs.otherPrograms') : category.label}
            </Title>
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" style={listStyle}>
              {category.programs.map((p) => (
                <ProgramCard key={p.id} program={p} headingLevel={3} />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  )
}
