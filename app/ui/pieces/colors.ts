/**
 * The colours the app uses, by role, as the theme's CSS variables (app/ui/theme.ts), so every
 * brand's theme applies. Chosen to pass WCAG 2.2 AA on a white page in every brand's theme: text
 * and icons need 4.5:1, other visual boundaries (bar fill, step circles, input borders) 3:1.
 * Mantine's default shades that fail (blue.6 3.56:1, green.9 4.37:1, the error red.6 3.28:1, gray.4
 * borders 1.49:1) are not used; colors.test.ts resolves each variable in each brand's theme and
 * checks every pair.
 */
export const COLORS = {
  /** Interactive text, filled buttons, bar fill: the brand colour at shade 9. */
  primary: 'var(--mantine-primary-color-filled)',
  /** `darkerStepColors`: the brand colour, darker. */
  primaryDarker: 'var(--app-color-primary-darker)',
  /** Success (green); white text on it. */
  success: 'var(--app-color-success)',
  /** `darkerStepColors` success. */
  successDarker: 'var(--app-color-success-darker)',
  /** Error (red.9); white text on it. */
  error: 'var(--mantine-color-error)',
  /** Body text. */
  text: 'var(--mantine-color-text)',
  /** Secondary text (gray.7). Mantine's 'dimmed' is set to it in the theme. */
  muted: 'var(--mantine-color-dimmed)',
  /** Boundaries of controls and of the empty part of a bar (gray.6). */
  border: 'var(--mantine-color-default-border)',
  /** Empty track of a bar (gray.2); the bar is outlined with `border`. */
  track: 'var(--mantine-color-gray-2)',
  /** A light fill (gray.0) for bars and panels that carry links or text. */
  fill: 'var(--mantine-color-gray-0)',
  white: 'var(--mantine-color-white)',
} as const
