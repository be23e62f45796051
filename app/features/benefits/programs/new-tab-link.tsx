import { Anchor } from '~/ui/layout'
import type { ReactNode } from 'react'
import { useTranslation } from '~/platform/i18n/use-translation'

/** The visible (and so announced) hint of a link that opens a new tab. */
export function NewTabHint() {
  const { t } = useTranslation('benefits')
  return <span>{t('documents.newTab')}</span>
}

/** A link to an outside address that opens in a new tab and says so. */
export function NewTabLink({
  href,
  children,
  testId,
}: {
  href: string
  children: ReactNode
  testId?: string
}) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="always" data-testid={testId}>
      {children}
      <NewTabHint />
    </Anchor>
  )
}
