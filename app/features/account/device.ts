/**
 * A browser's user agent in words (issue 23), through bowser (a maintained parser): 'Firefox on
 * Windows (computer)'. Pure. Used on the server only, so the parser never reaches the browser; the
 * words come in the member's language (`Words`, the spec's English by default).
 */
import Bowser from 'bowser'
import { ENGLISH, type Words } from './activity'

const KINDS: readonly string[] = ['desktop', 'mobile', 'tablet', 'tv']

export function deviceInWords(userAgent: string | null | undefined, { t }: Words = ENGLISH): string {
  const unknown = t('activityWords.unknownDevice')
  if (!userAgent) return unknown
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name
  const os = parsed.os.name
  const type = parsed.platform.type
  if (!browser && !os) return unknown
  const name = browser && os ? t('activityWords.device', { browser, os }) : (browser ?? os)!
  if (!type || !KINDS.includes(type)) return name
  return t('activityWords.deviceKind', { name, kind: t(`activityWords.kinds.${type}`) })
}
