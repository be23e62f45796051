// @vitest-environment node
import { MantineProvider } from '@mantine/core'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, themeFor } from '.'
import { BRAND_COLORS, themeStylesheet } from './css-variables'

const file = fileURLToPath(new URL('./theme-variables.css', import.meta.url))

/** Declarations of a stylesheet as `selector -> { --name: value }` (rules with one selector). */
function rules(css: string) {
  const result = new Map<string, Map<string, string>>()
  for (const [, selector, body] of css
    .replace(/'/g, '"')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const name = selector.trim().replace(/\s+/g, ' ')
    const declarations = result.get(name) ?? new Map<string, string>()
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':')
      if (colon > 0)
        declarations.set(
          declaration.slice(0, colon).trim(),
          declaration
            .slice(colon + 1)
            .trim()
            .replace(/\s+/g, ' '),
        )
    }
    result.set(name, declarations)
  }
  return result
}

/** What a page of this brand gets: the shared rules, then the brand's own (more specific) ones. */
function effective(css: string, color: string) {
  const all = rules(css)
  const pick = (suffix: string) => ({
    ...Object.fromEntries(all.get(`:root${suffix}`) ?? []),
    ...Object.fromEntries(all.get(`:root[data-brand-color="${color}"]${suffix}`) ?? []),
  })
  return {
    variables: pick(''),
    light: pick('[data-mantine-color-scheme="light"]'),
    dark: pick('[data-mantine-color-scheme="dark"]'),
  }
}

/** Mantine's default-css-variables.css (which the static stylesheet replaces), by section. */
function mantineDefaults() {
  const css = readFileSync(
    createRequire(import.meta.url).resolve('@mantine/core/styles/default-css-variables.css'),
    'utf8',
  )
  const all = rules(css.replace(/,\s*:host(\([^)]*\))?/g, ''))
  const get = (selector: string) => Object.fromEntries(all.get(selector) ?? [])
  return { variables: get(':root'), light: get(':root[data-mantine-color-scheme="light"]') }
}

/** MantineProvider's own per-request `<style>` blocks for this brand, as it would render them. */
function mantineRendered(color: (typeof BRAND_COLORS)[number]) {
  const html = renderToStaticMarkup(
    <MantineProvider theme={themeFor(color)} cssVariablesResolver={cssVariablesResolver}>
      <p>page</p>
    </MantineProvider>,
  )
  const style = (kind: string) =>
    new RegExp(`<style data-mantine-styles="${kind}"[^>]*>([\\s\\S]*?)</style>`).exec(html)?.[1] ?? ''
  const all = rules(style('true').replace(/, :host(\([^)]*\))?/g, ''))
  const get = (selector: string) => Object.fromEntries(all.get(selector) ?? [])
  return {
    variables: get(':root'),
    light: get(':root[data-mantine-color-scheme="light"]'),
    dark: get(':root[data-mantine-color-scheme="dark"]'),
    classes: style('classes').replace(/\s+/g, ''),
  }
}

describe('the static theme stylesheet (decision 115)', () => {
  const committed = readFileSync(file, 'utf8')

  it('is up to date with the theme (regenerate: UPDATE_THEME_CSS=1 npx vitest run app/ui/theme)', async () => {
    const generated = await format(themeStylesheet(), { ...(await resolveConfig(file)), filepath: file })
    if (process.env.UPDATE_THEME_CSS === '1') writeFileSync(file, generated)
    expect(committed).toBe(generated)
  })

  it.each(BRAND_COLORS)(
    "gives the %s brand exactly the light variables Mantine's stylesheet and MantineProvider would",
    (color) => {
      const rendered = mantineRendered(color)
      const defaults = mantineDefaults()
      const ours = effective(committed, color)
      expect(Object.keys(defaults.variables).length).toBeGreaterThan(200)
      expect(ours.variables).toEqual({ ...defaults.variables, ...rendered.variables })
      expect(ours.light).toEqual({ ...defaults.light, ...rendered.light })
      // Light only: MantineProvider's forceColorScheme (root.tsx) never lets the dark scheme apply.
      expect(ours.dark).toEqual({})
    },
  )

  it('holds the responsive hidden-from/visible-from classes MantineProvider would render', () => {
    const classes = mantineRendered(BRAND_COLORS[0]).classes
    expect(classes).not.toBe('')
    expect(committed.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '')).toContain(classes)
  })
})
