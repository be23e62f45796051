/**
 * The colours the shared pieces use, chosen to pass WCAG 2.2 AA on a white page: text and icons
 * need 4.5:1, other visual boundaries (bar fill, step circles, input borders) 3:1. Mantine's
 * default shades fail (blue.6 3.56:1, green.9 4.37:1, the error red.6 3.28:1, gray.4 borders
 * 1.49:1), so the pieces use these values instead of `theme.primaryColor`. The contrast test in
 * tests/ui/pieces/colors.test.ts pins every pair.
 */
export const COLORS = {
  /** Interactive text, filled buttons, bar fill (Mantine blue.9): 6.09:1 on white. */
  primary: '#1864ab',
  /** `darkerStepColors`: 8.97:1 on white. */
  primaryDarker: '#114b80',
  /** Success (green): 5.37:1 on white; white text on it 5.37:1. */
  success: '#237a36',
  /** `darkerStepColors` success: 8.06:1 on white. */
  successDarker: '#1a5c29',
  /** Error (Mantine red.9): 5.46:1 on white; white text on it 5.46:1. */
  error: '#c92a2a',
  /** Body text (Mantine dark text): 15.4:1 on white. */
  text: '#212529',
  /** Secondary text (Mantine gray.7): 8.18:1 on white. Never use Mantine's 'dimmed' (3.32:1). */
  muted: '#495057',
  /** Boundaries of controls and of the empty part of a bar (Mantine gray.6): 3.32:1 on white. */
  border: '#868e96',
  /** Empty track of a bar (Mantine gray.2); the bar is outlined with `border`. */
  track: '#e9ecef',
  white: '#ffffff',
} as const

export type PieceColor = keyof typeof COLORS
