/**
 * Rules of the benefit document pages (Medicare materials, handbooks, certificate of coverage,
 * prior authorization). Pure.
 */
import type {
  CertificateOfCoverage,
  Handbook,
  PriorAuthorization,
  medicareMaterial,
} from '@member-dashboard/contract'
import type { z } from 'zod'
import { formatDisplayDate } from '~/platform/formats'
import { BENEFIT_CATEGORY_LABEL } from '~/platform/plan/benefit-categories'
import { message } from '~/platform/i18n/message'

/** 'PDF, 6 pages' (or '1 page') as a `benefits:rules.documents` message. */
const pdfFormat = (pages: number) =>
  pages === 1
    ? message('benefits:rules.documents.pdfOnePage')
    : message('benefits:rules.documents.pdfPages', { pages })

type MedicareMaterial = z.infer<typeof medicareMaterial>

/** An outside document address the member may open: http(s) only, else none. */
export function documentUrl(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/** Medicare materials as listed: title, description, year, and the link to each (outside documents). */
export function medicareMaterialViews(materials: readonly MedicareMaterial[]) {
  return materials.flatMap((m) => {
    const url = documentUrl(m.url)
    return url
      ? [{ id: m.id, title: m.title, description: m.description, year: m.year, url, pdf: isPdf(url) }]
      : []
  })
}

const isPdf = (url: string) => new URL(url).pathname.toLowerCase().endsWith('.pdf')

export interface HandbookView {
  id: string
  title: string
  description: string
  /** 'PDF, 6 pages' and the like. */
  format: string
  href: string
  /** An outside document (the outline of coverage): opens in a new tab. */
  external: boolean
}

/**
 * The handbooks page: the member's handbooks (downloaded through the dashboard), then the outline
 * of coverage when handbook/ooc answers a URL (an outside document, opened in a new tab).
 */
export function handbookViews(
  handbooks: readonly Handbook[],
  outlineOfCoverageUrl: string | null | undefined,
  basePath: string,
): HandbookView[] {
  const views: HandbookView[] = handbooks.map((h) => ({
    id: h.id,
    title: h.title,
    description: h.description,
    format: h.pages ? pdfFormat(h.pages) : 'PDF',
    href: `${basePath}/${encodeURIComponent(h.id)}`,
    external: false,
  }))
  const ooc = documentUrl(outlineOfCoverageUrl)
  if (ooc) {
    views.push({
      id: 'outline-of-coverage',
      title: message('benefits:rules.documents.outlineTitle'),
      description: message('benefits:rules.documents.outlineDescription'),
      format: isPdf(ooc) ? 'PDF' : message('benefits:rules.documents.webPage'),
      href: ooc,
      external: true,
    })
  }
  return views
}

/** The certificate page: plan year, member, and one line per category of coverage in force. */
export function certificateView(c: CertificateOfCoverage) {
  return {
    planYear: c.planYear,
    memberName: c.memberName,
    subscriberId: c.subscriberId,
    groupName: c.groupName,
    coverage: c.coverage.map((line) => ({
      category: BENEFIT_CATEGORY_LABEL[line.category],
      planName: line.planName,
      period: line.terminationDate
        ? message('benefits:rules.period.range', {
            from: formatDisplayDate(line.effectiveDate),
            to: formatDisplayDate(line.terminationDate),
          })
        : message('benefits:rules.period.since', { date: formatDisplayDate(line.effectiveDate) }),
    })),
  }
}

/** A prior authorization request as a member reads it; dates as MM/DD/YYYY, 'Not decided yet' while pending. */
export function priorAuthorizationView(a: PriorAuthorization) {
  return {
    id: a.authorizationId,
    service: a.serviceCode ? `${a.service} (${a.serviceCode})` : a.service,
    memberName: a.memberName,
    providerName: a.providerName,
    status: a.statusDescription,
    requested: formatDisplayDate(a.requestedDate),
    decided: a.decisionDate
      ? formatDisplayDate(a.decisionDate)
      : message('benefits:rules.documents.notDecided'),
    approvedFor:
      a.validFrom && a.validTo
        ? message('benefits:rules.period.range', {
            from: formatDisplayDate(a.validFrom),
            to: formatDisplayDate(a.validTo),
          })
        : null,
  }
}
