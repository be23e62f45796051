/** "Date pickers: month/day/year. Input widths: first name 350 px, date 200 px." (spec section 9) */
export const DATE_PICKER_FORMAT = 'MM/DD/YYYY'
export const DATE_INPUT_WIDTH_PX = 200

/**
 * The date hint's pattern in the member's language ('MM/DD/AAAA' in Spanish; decision 218), from
 * the common `ui` texts every page has; the spec's pattern when they are missing.
 */
export function datePattern(t: (key: string) => string) {
  const pattern = t('ui.datePattern')
  return pattern.includes('datePattern') ? DATE_PICKER_FORMAT : pattern
}
