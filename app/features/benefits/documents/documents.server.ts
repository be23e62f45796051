/**
 * Loaders of the benefit document pages and their downloads.
 * - Medicare materials: "A Medicare materials call returning 403 is treated as none" (sections 6
 *   and 8): a 403 on the list is the empty state; any other failure is the error page for its status.
 * - Handbooks: not on the partner brand (404 page there); the outline of coverage when handbook/ooc
 *   answers a URL (a 404 there means none).
 * - Certificate of coverage: a 404 from the gateway means no certificate for the plan year (the
 *   page says so); the PDF streams through /resources/certificate-of-coverage.
 * - Downloads stream the gateway's PDF (fetched with the member's bearer token, which never leaves
 *   the server); a failure returns to the page with ?error={status}, which renders the error page
 *   for that status (docs/decisions/022-id-card-download.md, 047-benefit-document-downloads.md).
 */
import { data, redirect } from '@remix-run/node'
import { pdfDownload, throwDownloadFailure } from '~/platform/gateway/pdf-download.server'
import { handbookId, type CertificateOfCoverage } from '@member-dashboard/contract'
import { noneWhen } from '~/platform/failures/failures.server'
import type { MemberApi } from '~/platform/gateway/client.server'
import { requireAccount } from '~/platform/session/account-state.server'
import { requireMember } from '~/platform/session/auth.server'
import {
  certificateView as certificateLines,
  handbookViews,
  medicareMaterialViews,
  priorAuthorizationView,
} from './documents'
import { benefitsNav, withNavFacts } from '../benefits-nav.server'
import { benefitsTexts, type BenefitsSection, type BenefitsTexts } from '../texts.server'
import { codeText } from '~/platform/i18n/codes.server'
import type { PageArgs } from '~/platform/context/load-context.server'

/** What the document pages render of the `benefits` namespace. */
const DOCUMENT_TEXTS: BenefitsSection[] = ['pages', 'documents']

export const CERTIFICATE_PAGE = '/benefits/certificate-of-coverage'
export const CERTIFICATE_DOWNLOAD = '/resources/certificate-of-coverage'

const notFoundPage = () => data({ signedIn: true }, { status: 404 })

export async function loadMedicareMaterials(args: PageArgs) {
  const { messages } = benefitsTexts(args)
  const loaded = await requireAccount(
    args,
    withNavFacts(({ api }) => ({
      // "Medicare materials: 403 gives an empty list" (spec section 8).
      materials: api.medicareMaterials().catch(noneWhen(403, [])),
    })),
  )
  return {
    nav: benefitsNav(loaded),
    materials: medicareMaterialViews(loaded.materials),
    messages: messages(DOCUMENT_TEXTS),
  }
}

export async function loadHandbooks(args: PageArgs) {
  const { rule, messages } = benefitsTexts(args)
  throwDownloadFailure(args)
  // "Handbooks link: not on the partner brand": the page is not there either (nothing is asked).
  const loaded = await requireAccount(
    args,
    withNavFacts(({ api, brand }) => ({
      handbooks: brand.handbooks ? api.handbooks() : Promise.resolve(null),
      outlineOfCoverageUrl: brand.handbooks
        ? api.outlineOfCoverageUrl().catch(noneWhen(404, null))
        : Promise.resolve(null),
    })),
  )
  const { handbooks, outlineOfCoverageUrl, brand } = loaded
  if (!brand.handbooks || !handbooks) throw notFoundPage()
  return {
    nav: benefitsNav(loaded),
    label: brand.handbooks.label,
    // The handbooks' titles and descriptions as sent; what the dashboard writes, in the member's language.
    handbooks: handbookViews(handbooks, outlineOfCoverageUrl, brand.handbooks.path).map((h) => ({
      ...h,
      format: rule(h.format),
      ...(h.external ? { title: rule(h.title), description: rule(h.description) } : {}),
    })),
    messages: messages(DOCUMENT_TEXTS),
  }
}

export async function loadCertificate(args: PageArgs) {
  const { t, rule, messages } = benefitsTexts(args)
  throwDownloadFailure(args)
  const loaded = await requireAccount(
    args,
    withNavFacts(({ api }) => ({ certificate: api.certificateOfCoverage().catch(noneWhen(404, null)) })),
  )
  const { certificate } = loaded
  return {
    nav: benefitsNav(loaded),
    certificate: certificate ? certificateView(certificate, t, rule) : null,
    downloadHref: CERTIFICATE_DOWNLOAD,
    messages: messages(DOCUMENT_TEXTS),
  }
}

export async function loadPriorAuthorizations(args: PageArgs) {
  const { rule, messages } = benefitsTexts(args)
  const loaded = await requireAccount(
    args,
    withNavFacts(({ api }) => ({ requests: api.priorAuthorizations() })),
  )
  return {
    nav: benefitsNav(loaded),
    requests: loaded.requests
      .map((request_) => ({
        ...priorAuthorizationView(request_),
        status: codeText(args, 'authorizationStatus', request_.status, request_.statusDescription),
      }))
      .map((r) => ({
        ...r,
        decided: rule(r.decided),
        approvedFor: r.approvedFor && rule(r.approvedFor),
      })),
    messages: messages(DOCUMENT_TEXTS),
  }
}

/** The certificate as shown: the categories and the periods in the member's language. */
function certificateView(
  certificate: CertificateOfCoverage,
  t: BenefitsTexts['t'],
  rule: BenefitsTexts['rule'],
) {
  const view = certificateLines(certificate)
  return {
    ...view,
    coverage: view.coverage.map((line, i) => ({
      ...line,
      category: t(`categories.${certificate.coverage[i].category}.label`),
      period: rule(line.period),
    })),
  }
}

/** The member's PDF from the gateway; a failure goes back to `page` with ?error={status}. */
async function documentDownload(
  args: PageArgs,
  open: (api: MemberApi) => Promise<Response>,
  page: string,
  fileName: string,
) {
  const { api } = await requireMember(args)
  return pdfDownload(args, () => open(api), { fileName, failedTo: (status) => `${page}?error=${status}` })
}

export function downloadCertificate(args: PageArgs) {
  return documentDownload(
    args,
    (api) => api.certificateOfCoverageDocument(),
    CERTIFICATE_PAGE,
    'certificate-of-coverage.pdf',
  )
}

export async function downloadHandbook(args: PageArgs, id: string | undefined) {
  const { brand } = await requireMember(args)
  const page = brand.handbooks?.path ?? '/benefits/handbooks'
  const parsed = handbookId.safeParse(id)
  if (!brand.handbooks || !parsed.success) return redirect(`${page}?error=404`)
  return documentDownload(args, (api) => api.handbookDocument(parsed.data), page, `${parsed.data}.pdf`)
}
