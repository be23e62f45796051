import { Group, Text } from '~/ui/layout'
import type { ReactNode } from 'react'
import { COLORS } from './pieces/colors'
import { useTranslation } from '~/platform/i18n/use-translation'

export type NoticeType = 'info' | 'success' | 'warning' | 'error'

/**
 * Text stays dark, and links in the brand colour, on the light fill (>= 4.5:1, colors.test.ts); the
 * bar on the left carries the type's colour. Information is in the brand's colour. The type's name
 * for screen readers is the `common` catalogue's (`ui.notice.<type>`).
 */
export const NOTICE_STYLE: Record<NoticeType, { bar: string; fill: string }> = {
  info: { bar: COLORS.primary, fill: 'var(--mantine-primary-color-0)' },
  success: { bar: COLORS.success, fill: 'var(--mantine-color-green-0)' },
  warning: { bar: 'var(--mantine-color-yellow-9)', fill: 'var(--mantine-color-yellow-0)' },
  error: { bar: COLORS.error, fill: 'var(--mantine-color-red-0)' },
}

/**
 * An in-page alert (global alerts, the home banner area): title, content and an optional action
 * at the end (e.g. a dismiss form). The type is also given in words for screen readers.
 */
export function Notice({
  type,
  title,
  children,
  action,
  live = false,
  testId,
}: {
  type: NoticeType
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
  /** Announce it (role alert/status); off for banners that are simply part of the page. */
  live?: boolean
  testId?: string
}) {
  const style = NOTICE_STYLE[type]
  const { t } = useTranslation()
  const role = live ? (type === 'error' || type === 'warning' ? 'alert' : 'status') : undefined
  return (
    <div
      data-testid={testId}
      data-type={type}
      role={role}
      className="ui-p-sm"
      style={{
        background: style.fill,
        borderLeft: `6px solid ${style.bar}`,
        borderRadius: 4,
        color: COLORS.text,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>
            <span className="visually-hidden">{t(`ui.notice.${type}`)}: </span>
            {title}
          </Text>
          {children}
        </div>
        {action}
      </Group>
    </div>
  )
}
