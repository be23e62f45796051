/**
 * The one shared error boundary (Epic Stack style): renders the spec's error catalogue for the
 * thrown status at the same address, with per-status handlers a route can override. It renders the
 * page content only: the frame around it (member shell or public frame) is the frame's boundary's.
 */
import { isRouteErrorResponse, useRouteError, useRouteLoaderData, type ErrorResponse } from '@remix-run/react'
import type { ReactElement } from 'react'
import { brands, DOMAIN } from '~/platform/config/brands'
import type { DomainId } from '@member-dashboard/contract'
import { errorPageEntry } from '~/platform/failures/error-catalogue'
import { ErrorPage } from './error-page'
import { useBrandText } from './brand-text'
import { useSignedIn } from '~/platform/signed-in'

type RootData = { domainId: DomainId }
/**
 * What a thrown `data()` may say besides its status: whether the visitor is signed in (a 401 ends
 * the session), and the catalogue entry to show when it is not the HTTP status (entry 1 of spec
 * section 8 is no HTTP status: /error/1 answers 503 with that entry).
 */
export type ErrorData = { signedIn?: boolean; errorPage?: number }
type StatusHandler = (info: {
  error: ErrorResponse
  signedIn: boolean
  domainId: DomainId
}) => ReactElement | null

export function GeneralErrorBoundary({
  statusHandlers,
  unexpectedErrorHandler,
}: {
  statusHandlers?: Record<number, StatusHandler>
  unexpectedErrorHandler?: (error: unknown) => ReactElement | null
}) {
  const error = useRouteError()
  const root = useRouteLoaderData('root') as RootData | undefined
  const domainId = root?.domainId ?? DOMAIN.MAIN
  const rootSignedIn = useSignedIn()
  if (typeof document !== 'undefined') console.error(error)

  if (isRouteErrorResponse(error)) {
    const data = error.data as ErrorData | null
    const signedIn = typeof data?.signedIn === 'boolean' ? data.signedIn : rootSignedIn
    const custom = statusHandlers?.[error.status]?.({ error, signedIn, domainId })
    if (custom) return custom
    const status = typeof data?.errorPage === 'number' ? data.errorPage : error.status
    return <StatusErrorPage status={status} signedIn={signedIn} domainId={domainId} />
  }
  const custom = unexpectedErrorHandler?.(error)
  if (custom) return custom
  return <StatusErrorPage status={500} signedIn={rootSignedIn} domainId={domainId} />
}

export function StatusErrorPage({
  status,
  signedIn,
  domainId,
}: {
  status: number
  signedIn: boolean
  domainId: DomainId
}) {
  const brandText = useBrandText()
  // The brand's configured links in the member's language (decision 189).
  const mainBrandAuthLinks = brands[domainId].authLinks.map((link) => ({
    ...link,
    label: brandText(link.label),
  }))
  const entry = errorPageEntry(status, { signedIn, domainId, mainBrandAuthLinks })
  return <ErrorPage entry={entry} />
}
