// A plain bar with Mantine Progress's rules (progress-bar.css, decision 176): no component machinery.
import './progress-bar.css'
import { Group, Text } from '~/ui/layout'
import { useId } from 'react'
import { progressPercent } from '~/platform/plan/limits'
import { formatUsd } from '~/platform/currency'
import { LOCALES, type Language } from '~/platform/i18n/languages'
import { useTranslation } from '~/platform/i18n/use-translation'
import { COLORS } from './colors'

export interface ProgressBarProps {
  /** Shown above the bar and used as the progress bar's accessible name. */
  title: string
  /** Amount met so far, in US dollars. */
  met: number
  /** Amount remaining, in US dollars (shown as given: the gateway's figure, not limit - met). */
  remaining: number
  /** The limit, in US dollars. The bar shows met / limit; a limit of 0 shows an empty bar. */
  limit: number
  /** @default 'Met' (in the member's language) */
  minLabel?: string
  /** @default 'Remaining' (in the member's language) */
  maxLabel?: string
  /** @default 'limit' (in the member's language) */
  limitLabel?: string
}

/** Two-decimal US dollars; a missing (non-finite) amount reads as $0.00 rather than '$NaN'. */
function money(amount: number, language: Language): string {
  return formatUsd(Number.isFinite(amount) ? amount : 0, language)
}

/**
 * A limit's progress (deductible, out-of-pocket, dental maximum): title, bar, and the met,
 * remaining and limit amounts as text. The bar is `role="progressbar"` named by the title, with
 * the percentage as its value and the amounts as its aria-valuetext.
 */
export function ProgressBar({
  title,
  met,
  remaining,
  limit,
  minLabel: minGiven,
  maxLabel: maxGiven,
  limitLabel: limitGiven,
}: ProgressBarProps) {
  const titleId = useId()
  const { t, language } = useTranslation()
  const minLabel = minGiven ?? t('ui.met')
  const maxLabel = maxGiven ?? t('ui.remaining')
  const limitLabel = limitGiven ?? t('ui.limit')
  const percent = progressPercent(met, limit)
  const metText = `${money(met, language)} ${minLabel}`
  const remainingText = `${money(remaining, language)} ${maxLabel}`
  const limitText = `${money(limit, language)} ${limitLabel}`
  const valueText = t('ui.progressValue', {
    met: `${money(met, language)} ${minLabel.toLocaleLowerCase(LOCALES[language])}`,
    limit: limitText,
  })

  return (
    <div>
      <Text id={titleId} fw={700} c={COLORS.text} mb={4}>
        {title}
      </Text>
      <div
        className="ui-progress"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={valueText}
        style={{ background: COLORS.track, border: `1px solid ${COLORS.border}` }}
      >
        <div className="ui-progress-section" style={{ width: `${percent}%`, background: COLORS.primary }} />
      </div>
      <Group justify="space-between" gap="xs" mt={4}>
        <Text size="sm" c={COLORS.text}>
          {metText}
        </Text>
        <Text size="sm" c={COLORS.text}>
          {remainingText}
        </Text>
      </Group>
      <Text size="sm" c={COLORS.muted}>
        {limitText}
      </Text>
    </div>
  )
}
