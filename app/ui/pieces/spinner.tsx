import { Loader, Overlay, type MantineSize } from '@mantine/core'
// Mantine's styles of what only some pages render come with the module (decision 171).
import '@mantine/core/styles/Overlay.css'
import { Text } from '~/ui/layout'
import { COLORS } from './colors'
import { useTranslation } from '~/platform/i18n/use-translation'

export interface SpinnerProps {
  /** What is loading, read by screen readers (visually hidden unless `showLabel`). @default 'Loading' (in the member's language) */
  label?: string
  /** Show the label next to the spinner. @default false */
  showLabel?: boolean
  /** @default 'md' */
  size?: MantineSize | number
}

/** A loading spinner in a polite status region; the animation itself is hidden from assistive tech. */
export function Spinner({ label, showLabel = false, size = 'md' }: SpinnerProps) {
  const { t } = useTranslation()
  const text = label ?? t('ui.loading')
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' }}
    >
      <Loader size={size} color={COLORS.primary} aria-hidden="true" />
      {showLabel ? (
        <Text component="span" c={COLORS.text}>
          {text}
        </Text>
      ) : (
        <span className="visually-hidden">{text}</span>
      )}
    </div>
  )
}

export interface PageLoadingOverlayProps {
  /** @default true */
  visible?: boolean
  /** @default 'Loading' (in the member's language) */
  label?: string
  /** Shows the label under the spinner. @default false */
  showLabel?: boolean
  /** Layer of the overlay; under the modal (1055). @default 1000 */
  zIndex?: number
}

/** A full-page loading overlay (like Mantine's LoadingOverlay, fixed to the viewport). */
export function PageLoadingOverlay({
  visible = true,
  label,
  showLabel = false,
  zIndex = 1000,
}: PageLoadingOverlayProps) {
  if (!visible) return null
  return (
    <div
      data-testid="page-loading-overlay"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Overlay color={COLORS.white} backgroundOpacity={0.75} blur={1} zIndex={0} />
      <div style={{ position: 'relative', zIndex: 1 }}>
        <Spinner label={label} showLabel={showLabel} size="xl" />
      </div>
    </div>
  )
}

/** The resource-download page's waiting state: spinner and 'Downloading resource...'. */
export function DownloadingResource() {
  const { t } = useTranslation()
  return <Spinner label={t('ui.downloadingResource')} showLabel />
}
