import { createTheme, darken, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core'
import type { Brand } from '~/platform/config/brands'

/**
 * The pages' font (decision 244): the system's own first, so a Mac shows San Francisco and Windows
 * Segoe UI. On Linux, Chromium and Firefox answer `system-ui` with fontconfig's sans (DejaVu Sans
 * on Debian); WebKitGTK does not know `system-ui` and went on to Arial, which fontconfig answers
 * with Liberation Sans (narrower: /home at 390 px was 2,398 px tall there against 2,504). Naming
 * DejaVu Sans before the Helvetica and Arial fallbacks gives every engine on the same machine the
 * same font, and Chromium's pages stay as they were drawn.
 */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", "Helvetica Neue", Arial, sans-serif'

/**
 * One Mantine theme per brand. Shade 9 of each brand palette keeps text and buttons at or above
 * WCAG AA contrast on white (Mantine's default blue at shade 6 fails: 3.55:1). Built once per brand
 * (a stable object also lets Mantine skip work between renders).
 */
const themes = new Map<Brand['primaryColor'], MantineThemeOverride>()

export function themeFor(primaryColor: Brand['primaryColor']): MantineThemeOverride {
  let theme = themes.get(primaryColor)
  if (!theme) themes.set(primaryColor, (theme = buildTheme(primaryColor)))
  return theme
}

function buildTheme(primaryColor: Brand['primaryColor']): MantineThemeOverride {
  return createTheme({
    primaryColor,
    primaryShade: 9,
    fontFamily: FONT_FAMILY,
    defaultRadius: 'md',
    focusRing: 'always',
    headings: { fontWeight: '700' },
    breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '80em', xl: '90em' },
  })
}

/**
 * Mantine's light defaults that fail WCAG AA here: the error red (red.6 ≈ 3.6:1 as text on white)
 * and the grey input borders (gray.4 < 3:1 against white). Darker shades pass. A filled control's
 * hover darkens the brand colour (Mantine lightens shade 9 to 8 there: white on teal.8 is 3.95:1).
 * Three colours the palette lacks are derived from the theme: a darker primary and a success green
 * (green.9 is 4.37:1 on white, short of 4.5:1), plus its darker variant, for the progress steps and
 * icons.
 * Every colour of the app is one of the theme's CSS variables (app/ui/pieces/colors.ts names them;
 * colors.test.ts checks their contrast in every brand's theme).
 * @internal Not given to MantineProvider: `css-variables.ts` writes what it resolves into the static
 * `theme-variables.css` (decision 115), so only that generator and the tests read it.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-default-border': 'var(--mantine-color-gray-6)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    [`--mantine-color-${theme.primaryColor}-filled-hover`]: darken(theme.colors[theme.primaryColor][9], 0.1),
    '--app-color-primary-darker': darken(theme.colors[theme.primaryColor][9], 0.25),
    '--app-color-success': darken(theme.colors.green[9], 0.12),
    '--app-color-success-darker': darken(theme.colors.green[9], 0.35),
  },
  dark: {},
})
