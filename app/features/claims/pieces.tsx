import { Badge } from '~/ui/badge'
import { Anchor, Group, Paper, Text } from '~/ui/layout'
import { useLocation } from '@remix-run/react'
import type { CSSProperties } from 'react'
import type { ClaimStatus } from '@member-dashboard/contract'
import { formatUsd } from '~/platform/currency'
import { COLORS } from '~/ui/pieces/colors'
import { useTranslation } from '~/platform/i18n/use-translation'
import { pageSearch } from './claims'
import './claims.css'

/**
 * A screen-handled failure (spec section 8): the message on the page, not the error page, with a
 * way to retry: a link to the same address. A refusal (403, 404) is not worth retrying.
 */
export function ScreenFailureNotice({
  message,
  status,
  retryHref,
}: {
  message: string
  status: number
  /** Where 'Try again' leads; default the same address. */
  retryHref?: string
}) {
  const location = useLocation()
  const { t } = useTranslation('claims')
  const retryable = status !== 403 && status !== 404
  return (
    <Paper
      withBorder
      p="md"
      role="alert"
      data-testid="screen-failure"
      style={{ borderLeft: `4px solid ${COLORS.error}` }}
    >
      <Text fw={700}>{message}</Text>
      {retryable ? (
        <Text mt="xs">
          <Anchor to={retryHref ?? `${location.pathname}${location.search}`} reloadDocument>
            {t('shared.tryAgain')}
          </Anchor>
        </Text>
      ) : null}
    </Paper>
  )
}

const STATUS_STYLE: Record<ClaimStatus, { variant: 'filled' | 'outline'; color: string }> = {
  PAID: { variant: 'filled', color: COLORS.success },
  DENIED: { variant: 'filled', color: COLORS.error },
  PENDING: { variant: 'outline', color: COLORS.text },
}

export function StatusBadge({ status }: { status: ClaimStatus }) {
  const style = STATUS_STYLE[status]
  const { t } = useTranslation('claims')
  return (
    <Badge variant={style.variant} color={style.color} size="lg" radius="sm" data-testid="claim-status">
      {t(`shared.status.${status}`)}
    </Badge>
  )
}

/**
 * Amounts as a description list: label above, dollars below (labels in the member's language).
 * null shows 'Not yet known'. Plain
 * elements (claims.css, decision 120): it repeats on every claim and EOB card.
 */
export function AmountList({
  items,
  cols = 3,
}: {
  items: { label: string; amount: number | null; strong?: boolean }[]
  cols?: number
}) {
  const { t, language } = useTranslation('claims')
  const columns = {
    '--claims-amounts-base': cols > 3 ? 2 : cols,
    '--claims-amounts-sm': cols,
  } as CSSProperties
  return (
    <dl className="claims-amounts" style={columns}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-strong={item.strong ? true : undefined}>
            {item.amount === null ? t('shared.amounts.notYetKnown') : formatUsd(item.amount, language)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Facts as a description list (label: value), one pair a row. */
export function FactList({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="ui-m-0">
      {items.map((item) => (
        <Group key={item.label} gap="xs" wrap="nowrap" align="baseline" mb={4}>
          <Text component="dt" fw={600} miw={150}>
            {item.label}
          </Text>
          <Text component="dd" m={0}>
            {item.value}
          </Text>
        </Group>
      ))}
    </dl>
  )
}

/** Previous / next links that keep every other parameter of the address (work without JavaScript). */
export function Pager({ label, page, totalPages }: { label: string; page: number; totalPages: number }) {
  const location = useLocation()
  const { t } = useTranslation('claims')
  if (totalPages <= 1) return null
  const to = (n: number) => `${location.pathname}${pageSearch(location.search, n)}`
  return (
    <Group component="nav" aria-label={label} justify="space-between" data-testid="pager">
      {page > 1 ? (
        <Anchor to={to(page - 1)} rel="prev">
          {t('shared.pager.previous')}
        </Anchor>
      ) : (
        <span />
      )}
      <Text aria-current="page">{t('shared.pager.current', { page, totalPages })}</Text>
      {page < totalPages ? (
        <Anchor to={to(page + 1)} rel="next">
          {t('shared.pager.next')}
        </Anchor>
      ) : (
        <span />
      )}
    </Group>
  )
}
