import { DEFAULT_THEME, defaultCssVariablesResolver, em, keys, mergeMantineTheme, px } from '@mantine/core'
import { brands } from '~/platform/config/brands'
import { cssVariablesResolver, themeFor } from '.'

/**
 * The brands' theme CSS variables as one static stylesheet (decision 115), in place of Mantine's
 * `default-css-variables.css` plus the `<style>` block MantineProvider renders on every request
 * (13.6 kB of a 29 kB `/login`, and 8% of the server's CPU time there). The same variables, computed
 * the same way (Mantine's resolver, then ours): those every brand shares under `:root`, each
 * brand's own under `:root[data-brand-color="<primary colour>"]` (the `<html>` attribute root.tsx
 * sets), then the responsive `hidden-from`/`visible-from` classes of the theme's breakpoints
 * (Mantine's other per-request block). `theme-variables.css` is this function's output;
 * theme-variables.test.tsx fails when it is stale (`UPDATE_THEME_CSS=1 npx vitest run app/ui/theme`).
 */
type BrandColor = (typeof brands)[keyof typeof brands]['primaryColor']
export const BRAND_COLORS: BrandColor[] = [...new Set(Object.values(brands).map((b) => b.primaryColor))]

type Section = 'variables' | 'light'
const SECTIONS: Section[] = ['variables', 'light']

/**
 * Every theme variable a page of this brand needs: Mantine's resolver, then ours, on the merged
 * theme (what `default-css-variables.css` plus MantineProvider's `<style>` block come to). The
 * app is light only (MantineProvider's forceColorScheme), so the dark scheme's are left out.
 */
export function brandVariables(color: BrandColor): Record<Section, Record<string, string>> {
  const theme = mergeMantineTheme(DEFAULT_THEME, themeFor(color))
  const mantine = defaultCssVariablesResolver(theme)
  const ours = cssVariablesResolver(theme)
  return {
    variables: { ...mantine.variables, ...ours.variables },
    light: { '--mantine-color-scheme': 'light', ...mantine.light, ...ours.light },
  }
}

function block(selector: string, variables: Record<string, string>) {
  const entries = Object.entries(variables)
  if (entries.length === 0) return ''
  return `${selector} {\n${entries.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`
}

function schemeSelector(base: string, section: Section) {
  return section === 'variables' ? base : `${base}[data-mantine-color-scheme="${section}"]`
}

/** MantineClasses' rules for the theme's breakpoints (the same for every brand). */
function breakpointClasses() {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, themeFor(BRAND_COLORS[0]))
  return keys(breakpoints)
    .map((name) => {
      const value = px(breakpoints[name]) as number
      return (
        `@media (max-width: ${em(value - 0.1)}) {\n  .mantine-visible-from-${name} {\n    display: none !important;\n  }\n}\n` +
        `@media (min-width: ${em(value)}) {\n  .mantine-hidden-from-${name} {\n    display: none !important;\n  }\n}\n`
      )
    })
    .join('')
}

export function themeStylesheet(): string {
  const all = BRAND_COLORS.map(brandVariables)
  const shared: Record<Section, Record<string, string>> = { variables: {}, light: {} }
  for (const section of SECTIONS) {
    for (const [name, value] of Object.entries(all[0][section])) {
      if (all.every((brand) => brand[section][name] === value)) shared[section][name] = value
    }
  }
  let css =
    '/* Generated from app/ui/theme by app/ui/theme/css-variables.ts (decision 115): do not edit. */\n'
  for (const section of SECTIONS) css += block(schemeSelector(':root', section), shared[section])
  BRAND_COLORS.forEach((color, i) => {
    for (const section of SECTIONS) {
      const own = Object.fromEntries(
        Object.entries(all[i][section]).filter(([name]) => !(name in shared[section])),
      )
      css += block(schemeSelector(`:root[data-brand-color="${color}"]`, section), own)
    }
  })
  return css + breakpointClasses()
}
