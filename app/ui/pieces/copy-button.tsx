import { PlainButton } from '~/ui/plain-button'
import { Text } from '~/ui/layout'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { COLORS } from './colors'
import { DEFAULT_LANGUAGE } from '~/platform/i18n/languages'
import type { Translate } from '~/platform/i18n/translate'
import { useTranslation } from '~/platform/i18n/use-translation'

/** "copy button 'Copied' label for 3000 ms" */
const COPIED_LABEL_MS = 3000

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string
  /** Accessible name of the button, naming what is copied and starting with 'Copy', e.g. 'Copy subscriber ID'. */
  label: string
  /** Called after a successful copy (the home page shows its snackbar from here). */
  onCopied?: (value: string) => void
  /** Render `value` as selectable text next to the button (the only way to copy without JavaScript). @default true */
  showValue?: boolean
  /** How long the button reads 'Copied'. @default 3000 */
  copiedDuration?: number
}

type CopyStatus = 'idle' | 'copied' | 'failed'

/**
 * 'Copy subscriber ID' -> 'Copied subscriber ID', so the name keeps matching the visible 'Copied';
 * in another language, 'Copiado: {label}'.
 */
function copiedName(label: string, t: Translate, english: boolean): string {
  if (english && /^copy\b/i.test(label)) return label.replace(/^copy\b/i, 'Copied')
  return t('ui.copiedName', { label })
}

/**
 * Copies `value` with `navigator.clipboard`. The button reads 'Copy', then 'Copied' for 3 seconds;
 * a polite live region announces 'Copied'. Without JavaScript (and until hydration) the button is
 * not rendered: the value stays as selectable text, so nothing on the page is a dead control.
 */
export function CopyButton({
  value,
  label,
  onCopied,
  showValue = true,
  copiedDuration = COPIED_LABEL_MS,
}: CopyButtonProps) {
  const hydrated = useHydrated()
  const { t, language } = useTranslation()
  const [status, setStatus] = useState<CopyStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async () => {
    clearTimeout(timer.current)
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable')
      await navigator.clipboard.writeText(value)
    } catch {
      setStatus('failed')
      return
    }
    setStatus('copied')
    timer.current = setTimeout(() => setStatus('idle'), copiedDuration)
    onCopied?.(value)
  }, [value, copiedDuration, onCopied])

  const copied = status === 'copied'

  return (
    <span
      style={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 'var(--mantine-spacing-xs)',
      }}
    >
      {showValue && (
        <Text component="span" c={COLORS.text} style={{ userSelect: 'all' }}>
          {value}
        </Text>
      )}
      {hydrated && (
        <PlainButton
          type="button"
          size="compact-sm"
          variant="outline"
          color={COLORS.primary}
          aria-label={copied ? copiedName(label, t, language === DEFAULT_LANGUAGE) : label}
          onClick={copy}
        >
          {copied ? t('ui.copied') : t('ui.copy')}
        </PlainButton>
      )}
      <Text component="span" role="status" aria-live="polite" size="sm" c={COLORS.error}>
        {copied && <span className="visually-hidden">{t('ui.copied')}</span>}
        {status === 'failed' && t('ui.copyFailed')}
      </Text>
    </span>
  )
}
