import type { LoaderFunctionArgs } from '@remix-run/node'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader as medicareLoader } from '~/routes/_member.benefits.medicare-materials'
import { loader as handbooksLoader } from '~/routes/_member.benefits.handbooks._index'
import { loader as handbookDownload } from '~/routes/_member.benefits.handbooks.$handbookId'
import { loader as certificateLoader } from '~/routes/_member.benefits.certificate-of-coverage'
import { loader as certificateDownload } from '~/routes/resources.certificate-of-coverage'
import { loader as priorAuthLoader } from '~/routes/_member.benefits.prior-authorization'
import {
  memberPageAnswers,
  startFakeGateway,
  thrown,
  type Answers,
  signedInRequest,
  averyClaims,
  emptyContext,
} from '../../../../tests/fake-gateway'

const answer = startFakeGateway(memberPageAnswers)

async function run<T>(
  loader: (args: LoaderFunctionArgs) => Promise<T>,
  path: string,
  over: Answers = {},
  options: { domainId?: 1 | 2 | 5; params?: Record<string, string> } = {},
) {
  const { stats } = answer(over)
  const domainId = options.domainId ?? 1
  const request = await signedInRequest(path, { claims: { ...averyClaims, domainId } })
  const result = await loader({ request, params: options.params ?? {}, context: emptyContext() })
  return Object.assign(result as object, { stats }) as T & { stats: typeof stats }
}

const pdf = (name = 'doc.pdf') =>
  new HttpResponse('%PDF-1.7 test', {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${name}"` },
  })
const status = (n: number) =>
  new HttpResponse(JSON.stringify({ status: n, message: 'x' }), {
    status: n,
    headers: { 'content-type': 'application/json' },
  })

const materials = [1, 2, 3].map((i) => ({
  id: `MM-${i}`,
  title: `Material ${i}`,
  description: `About ${i}`,
  url: `https://medicare.example/materials/${i}.pdf`,
  year: 2027,
}))

describe('/benefits/medicare-materials', () => {
  it('lists the materials with their links', async () => {
    const data = await run(
      medicareLoader,
      '/benefits/medicare-materials',
      { 'GET medicare-materials': materials },
      { domainId: 2 },
    )
    expect(data.materials.map((m) => [m.title, m.url])).toEqual(materials.map((m) => [m.title, m.url]))
  })

  it('a 403 on the list means none: the empty state, not the error page', async () => {
    const data = await run(
      medicareLoader,
      '/benefits/medicare-materials',
      { 'GET medicare-materials': status(403) },
      { domainId: 2 },
    )
    expect(data.materials).toEqual([])
  })

  it('a 500 on the list is the error page for 500', async () => {
    const error = await thrown(() =>
      run(medicareLoader, '/benefits/medicare-materials', { 'GET medicare-materials': status(500) }),
    )
    expect(error.init?.status).toBe(500)
  })

  it('a 404 is the error page for 404 too (only 403 means none)', async () => {
    const error = await thrown(() =>
      run(medicareLoader, '/benefits/medicare-materials', { 'GET medicare-materials': status(404) }),
    )
    expect(error.init?.status).toBe(404)
  })

  it('the list decides, not the eligibility flag: eligible but 403 is still the empty state', async () => {
    const data = await run(medicareLoader, '/benefits/medicare-materials', {
      'GET medicare-materials/eligibility': true,
      'GET medicare-materials': status(403),
    })
    expect(data.materials).toEqual([])
    expect(data.nav.map((i) => i.title)).toContain('Medicare Materials')
  })
})

const handbooks = [
  { id: 'HB-1', title: 'Member Handbook 2026', description: 'd', planYear: 2026, pages: 6 },
  { id: 'HB-2', title: 'Dental Benefits Booklet', description: 'd', planYear: null, pages: 3 },
]
const ooc = 'https://documents.example/individual/2026/outline-of-coverage.pdf'
const text = (value: string) => new HttpResponse(value, { headers: { 'content-type': 'text/plain' } })

describe('/benefits/handbooks', () => {
  it('lists the handbooks and the outline of coverage when handbook/ooc answers a URL', async () => {
    const data = await run(handbooksLoader, '/benefits/handbooks', {
      'GET handbooks': handbooks,
      'GET handbook/ooc': text(ooc),
    })
    expect(data.label).toBe('Member Handbooks')
    expect(data.handbooks.map((h) => [h.title, h.href])).toEqual([
      ['Member Handbook 2026', '/benefits/handbooks/HB-1'],
      ['Dental Benefits Booklet', '/benefits/handbooks/HB-2'],
      ['Outline of Coverage', ooc],
    ])
    expect(data.stats.maxInFlight).toBeGreaterThanOrEqual(3)
  })

  it('no outline of coverage when handbook/ooc answers empty or 404', async () => {
    const empty = await run(handbooksLoader, '/benefits/handbooks', {
      'GET handbooks': handbooks,
      'GET handbook/ooc': text(''),
    })
    expect(empty.handbooks.map((h) => h.title)).not.toContain('Outline of Coverage')
    const missing = await run(handbooksLoader, '/benefits/handbooks', { 'GET handbooks': handbooks })
    expect(missing.handbooks).toHaveLength(2)
  })

  it('the partner brand has no handbooks: the 404 page', async () => {
    const error = await thrown(() =>
      run(handbooksLoader, '/benefits/handbooks', { 'GET handbooks': handbooks }, { domainId: 5 }),
    )
    expect(error.init?.status).toBe(404)
  })

  it('a failed handbooks call is the error page for its status', async () => {
    const error = await thrown(() =>
      run(handbooksLoader, '/benefits/handbooks', { 'GET handbooks': status(503) }),
    )
    expect(error.init?.status).toBe(503)
  })

  it("downloads a handbook as an attachment, with the gateway's file name", async () => {
    const response = (await run(
      handbookDownload,
      '/benefits/handbooks/HB-1',
      { 'GET handbooks/HB-1/document': pdf('HB-1.pdf') },
      { params: { handbookId: 'HB-1' } },
    )) as unknown as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="HB-1.pdf"')
    expect(await response.text()).toBe('%PDF-1.7 test')
  })

  it('a failed download goes back to the page, which shows the error page for its status', async () => {
    const response = (await run(
      handbookDownload,
      '/benefits/handbooks/HB-9',
      { 'GET handbooks/HB-9/document': status(404) },
      { params: { handbookId: 'HB-9' } },
    )) as unknown as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/benefits/handbooks?error=404')
    const error = await thrown(() =>
      run(handbooksLoader, '/benefits/handbooks?error=404', { 'GET handbooks': handbooks }),
    )
    expect(error.init?.status).toBe(404)
    const bad = (await run(
      handbookDownload,
      '/benefits/handbooks/..',
      {},
      { params: { handbookId: '../x' } },
    )) as unknown as Response
    expect(bad.headers.get('location')).toBe('/benefits/handbooks?error=404')
  })
})

const certificate = {
  planYear: 2026,
  memberName: 'Avery Thompson',
  subscriberId: 'EV1000001',
  groupId: '10001234',
  groupName: 'Riverbend Manufacturing',
  coverage: [
    {
      category: 'medical',
      planName: 'Riverbend PPO Medical',
      effectiveDate: '2025-01-01',
      terminationDate: null,
    },
  ],
}

describe('/benefits/certificate-of-coverage', () => {
  it('shows the plan year, the member and the coverage, with the download link', async () => {
    const data = await run(certificateLoader, '/benefits/certificate-of-coverage', {
      'GET certificate-of-coverage': certificate,
    })
    expect(data.certificate).toMatchObject({ planYear: 2026, memberName: 'Avery Thompson' })
    expect(data.certificate?.coverage).toEqual([
      { category: 'Medical', planName: 'Riverbend PPO Medical', period: 'Since 01/01/2025' },
    ])
    expect(data.downloadHref).toBe('/resources/certificate-of-coverage')
  })

  it('no certificate for the plan year (404): the page says so', async () => {
    const data = await run(certificateLoader, '/benefits/certificate-of-coverage', {})
    expect(data.certificate).toBeNull()
  })

  it('another failure is the error page for its status', async () => {
    const error = await thrown(() =>
      run(certificateLoader, '/benefits/certificate-of-coverage', {
        'GET certificate-of-coverage': status(500),
      }),
    )
    expect(error.init?.status).toBe(500)
  })

  it('streams the PDF as an attachment named for the plan year', async () => {
    const response = (await run(certificateDownload, '/resources/certificate-of-coverage', {
      'GET certificate-of-coverage/document': pdf('certificate-of-coverage-2026.pdf'),
    })) as unknown as Response
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="certificate-of-coverage-2026.pdf"',
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a failed or non-PDF download returns to the page with its status', async () => {
    const failed = (await run(certificateDownload, '/resources/certificate-of-coverage', {
      'GET certificate-of-coverage/document': status(503),
    })) as unknown as Response
    expect(failed.headers.get('location')).toBe('/benefits/certificate-of-coverage?error=503')
    const html = (await run(certificateDownload, '/resources/certificate-of-coverage', {
      'GET certificate-of-coverage/document': text('<html>'),
    })) as unknown as Response
    expect(html.headers.get('location')).toBe('/benefits/certificate-of-coverage?error=502')
    const error = await thrown(() =>
      run(certificateLoader, '/benefits/certificate-of-coverage?error=503', {}),
    )
    expect(error.init?.status).toBe(503)
  })

  it('a 401 ends the session instead (main brand: the 401 page, cookie cleared)', async () => {
    const error = await thrown(() =>
      run(certificateDownload, '/resources/certificate-of-coverage', {
        'GET certificate-of-coverage/document': status(401),
      }),
    )
    expect(error.init?.status).toBe(401)
  })
})

const priorAuth = (id: string, over: object = {}) => ({
  authorizationId: id,
  memberKey: 'M-AVERY',
  memberName: 'Avery Thompson',
  service: 'MRI of the lumbar spine',
  serviceCode: '72148',
  providerName: 'Rose City Imaging',
  status: 'APPROVED',
  statusDescription: 'Approved',
  requestedDate: '2026-01-02',
  decisionDate: '2026-01-05',
  validFrom: '2026-01-07',
  validTo: '2026-04-07',
  ...over,
})

describe('/benefits/prior-authorization', () => {
  it('lists the requests with service, provider, status and dates', async () => {
    const data = await run(priorAuthLoader, '/benefits/prior-authorization', {
      'GET prior-authorizations': [
        priorAuth('PA-2', {
          status: 'PENDING',
          statusDescription: 'Pending review',
          decisionDate: null,
          validFrom: null,
          validTo: null,
        }),
        priorAuth('PA-1'),
      ],
    })
    expect(data.requests).toEqual([
      expect.objectContaining({
        id: 'PA-2',
        status: 'Pending review',
        decided: 'Not decided yet',
        approvedFor: null,
      }),
      expect.objectContaining({
        id: 'PA-1',
        service: 'MRI of the lumbar spine (72148)',
        providerName: 'Rose City Imaging',
        approvedFor: '01/07/2026 to 04/07/2026',
      }),
    ])
  })

  it('none: an empty list for the empty state', async () => {
    const data = await run(priorAuthLoader, '/benefits/prior-authorization', {
      'GET prior-authorizations': [],
    })
    expect(data.requests).toEqual([])
  })

  it('a failure is the error page for its status', async () => {
    const error = await thrown(() =>
      run(priorAuthLoader, '/benefits/prior-authorization', { 'GET prior-authorizations': status(502) }),
    )
    expect(error.init?.status).toBe(502)
  })
})
