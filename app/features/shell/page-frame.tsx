import { Container, type ContainerProps } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { ReactNode } from 'react'
import './shell.css'

/**
 * The chrome both frames share (public frame and member shell): the skip link, the header they
 * give, the main landmark (#main-content, focusable so the skip link moves focus there) and the
 * footer they give.
 */
export function PageFrame({
  header,
  footer,
  size,
  children,
}: {
  header: ReactNode
  footer: ReactNode
  size: ContainerProps['size']
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('shell.skipLink')}
      </a>
      {header}
      <Container
        component="main"
        id="main-content"
        size={size}
        py="xl"
        tabIndex={-1}
        style={{ outline: 'none' }}
      >
        {children}
      </Container>
      {footer}
    </>
  )
}
