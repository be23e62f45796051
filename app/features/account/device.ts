/**
 * A browser's user agent in words (issue 23), through bowser (a maintained parser): 'Firefox on
 * Windows (computer)'. Pure. Used on the server only, so the parser never reaches the browser.
 */
import Bowser from 'bowser'

const PLATFORM_WORDS: Record<string, string> = {
  desktop: 'computer',
  mobile: 'phone',
  tablet: 'tablet',
  tv: 'TV',
}

export const UNKNOWN_DEVICE = 'Unknown device'

export function deviceInWords(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name
  const os = parsed.os.name
  const platform = parsed.platform.type ? PLATFORM_WORDS[parsed.platform.type] : undefined
  if (!browser && !os) return UNKNOWN_DEVICE
  const name = browser && os ? `${browser} on ${os}` : (browser ?? os)!
  return platform ? `${name} (${platform})` : name
}
