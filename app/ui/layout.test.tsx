/**
 * The layout and text primitives (decision 168): one plain element each, Mantine's props mapped to
 * the classes of layout.css, the element and attributes a page gives kept; and the app renders
 * none of the Mantine components they replace, so app/ui/theme/styles.css need not carry their
 * styles (and must not, while they are rendered nowhere).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mantineRoots, renderInApp, screen } from '../../tests/render'
import { Anchor, Card, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from './layout'

const html = (element: React.ReactElement) => renderToStaticMarkup(element)

describe('layout primitives', () => {
  it('render one plain element each, with classes for the spacing tokens and rem for pixels', () => {
    expect(html(<Stack>a</Stack>)).toBe('<div class="ui-stack">a</div>')
    expect(
      html(
        <Stack component="section" gap="lg" maw={880} mt={4} aria-labelledby="h">
          a
        </Stack>,
      ),
    ).toBe(
      '<section aria-labelledby="h" class="ui-stack ui-gap-lg" style="margin-top:0.25rem;max-width:55rem">a</section>',
    )
    expect(html(<Stack gap={4}>a</Stack>)).toBe('<div class="ui-stack" style="gap:0.25rem">a</div>')
    expect(
      html(
        <Group
          component="nav"
          aria-label="Pages"
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="xs"
        >
          a
        </Group>,
      ),
    ).toBe(
      '<nav aria-label="Pages" class="ui-group ui-align-start ui-justify-between ui-nowrap ui-gap-xs">a</nav>',
    )
    expect(html(<Container component="main" size="xl" py="xl" id="main-content" />)).toBe(
      '<main id="main-content" class="ui-container ui-container-xl ui-py-xl"></main>',
    )
  })

  it('lay out responsive columns with classes (media queries in layout.css), no inline style', () => {
    expect(
      html(
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <li>a</li>
        </SimpleGrid>,
      ),
    ).toBe('<ul class="ui-grid ui-cols-sm-2 ui-cols-lg-3 ui-gap-sm"><li>a</li></ul>')
    const css = readFileSync(join(appDir, 'ui/layout.css'), 'utf8')
    for (const [breakpoint, width] of Object.entries({ xs: '30em', sm: '48em', md: '64em', lg: '80em' }))
      expect(css).toMatch(
        new RegExp(`@media \\(min-width: ${width}\\) \\{\\n  \\.ui-cols-${breakpoint}-\\d \\{`),
      )
  })

  it('give surfaces, text and headings the element and level asked for', () => {
    expect(html(<Paper component="li" withBorder p="md" data-testid="tile" />)).toBe(
      '<li data-testid="tile" class="ui-paper ui-border ui-p-md"></li>',
    )
    expect(html(<Card component="section" withBorder p="lg" />)).toBe(
      '<section class="ui-paper ui-card ui-border ui-p-lg"></section>',
    )
    expect(html(<Text>a</Text>)).toBe('<p class="ui-text">a</p>')
    expect(
      html(
        <Text component="span" size="sm" fw={700} c="var(--mantine-color-dimmed)" ta="center" inherit>
          a
        </Text>,
      ),
    ).toBe(
      '<span class="ui-text ui-text-sm ui-fw-700 ui-ta-center ui-inherit" style="color:var(--mantine-color-dimmed)">a</span>',
    )
    expect(html(<Title order={1}>a</Title>)).toBe('<h1 class="ui-title ui-h1">a</h1>')
    expect(
      html(
        <Title order={2} size="h4" id="x" tabIndex={-1} mb="sm">
          a
        </Title>,
      ),
    ).toBe('<h2 id="x" tabindex="-1" class="ui-title ui-h4 ui-mb-sm">a</h2>')
  })

  it('link with a plain <a> (href) or a Remix link (to), in the link colour, underlined when asked', async () => {
    expect(
      html(
        <Anchor href="tel:5551234" underline="always" size="sm">
          555-1234
        </Anchor>,
      ),
    ).toBe('<a href="tel:5551234" class="ui-anchor ui-text-sm ui-underline">555-1234</a>')
    renderInApp(() => (
      <Anchor to="/claims" fw={600} rel="next">
        Claims
      </Anchor>
    ))
    const link = await screen.findByRole('link', { name: 'Claims' })
    expect(link).toHaveAttribute('href', '/claims')
    expect(link).toHaveAttribute('rel', 'next')
    expect(link).toHaveClass('ui-anchor', 'ui-fw-600')
    expect(mantineRoots(link)).toBe(0)
  })
})

const replaced = ['Text', 'Title', 'Anchor', 'Group', 'SimpleGrid', 'Container', 'Card']
/** The app's sources (vitest runs in the repository; jsdom's import.meta.url is no file URL). */
const appDir = join(process.cwd(), 'app')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the Mantine components the primitives replace', () => {
  it('are imported by no module of the app', () => {
    const offenders = sources(appDir).flatMap((file) => {
      const source = readFileSync(file, 'utf8')
      return [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap(
        ([, names]) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => replaced.includes(name))
            .map((name) => `${relative(appDir, file)}: ${name}`),
      )
    })
    expect(offenders).toEqual([])
  })

  it('have no styles in the app stylesheet (add them back with the component)', () => {
    const styles = readFileSync(join(appDir, 'ui/theme/styles.css'), 'utf8')
    for (const name of replaced) expect(styles).not.toContain(`@mantine/core/styles/${name}.css`)
  })
})
