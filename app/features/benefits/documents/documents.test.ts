import { describe, expect, it } from 'vitest'
import {
  certificateView,
  documentUrl,
  handbookViews,
  medicareMaterialViews,
  priorAuthorizationView,
} from './documents'
import { viewInEnglish } from '../../../../tests/schema'

describe('documentUrl', () => {
  it('keeps http(s) addresses and drops anything else', () => {
    expect(documentUrl(' https://docs.example/ooc.pdf ')).toBe('https://docs.example/ooc.pdf')
    for (const bad of [
      '',
      '   ',
      null,
      undefined,
      'javascript:alert(1)',
      'not a url',
      'ftp://x.example/a.pdf',
    ])
      expect(documentUrl(bad)).toBeNull()
  })
})

describe('medicareMaterialViews', () => {
  it('lists each material with its link, PDFs marked, unusable links left out', () => {
    const views = medicareMaterialViews([
      {
        id: '1',
        title: 'Evidence of Coverage',
        description: 'd',
        url: 'https://m.example/eoc.pdf',
        year: 2027,
      },
      { id: '2', title: 'Plan page', description: 'd', url: 'https://m.example/plan', year: 2027 },
      { id: '3', title: 'Broken', description: 'd', url: 'javascript:void(0)', year: 2027 },
    ])
    expect(views.map((v) => [v.title, v.pdf])).toEqual([
      ['Evidence of Coverage', true],
      ['Plan page', false],
    ])
  })
})

describe('handbookViews', () => {
  const handbook = { id: 'HB-1', title: 'Member Handbook', description: 'd', planYear: 2026, pages: 6 }
  it('links each handbook to its download under the brand path, with its format', () => {
    expect(
      viewInEnglish(
        handbookViews([handbook, { ...handbook, id: 'HB-2', pages: 1 }], null, '/benefits/handbooks'),
      ),
    ).toEqual([
      expect.objectContaining({ href: '/benefits/handbooks/HB-1', format: 'PDF, 6 pages', external: false }),
      expect.objectContaining({ href: '/benefits/handbooks/HB-2', format: 'PDF, 1 page' }),
    ])
  })
  it('adds the outline of coverage when handbook/ooc answers a URL, as an outside document', () => {
    const views = handbookViews(
      [],
      'https://docs.example/2026/outline-of-coverage.pdf',
      '/benefits/handbooks',
    )
    expect(viewInEnglish(views)).toEqual([
      expect.objectContaining({
        title: 'Outline of Coverage',
        href: 'https://docs.example/2026/outline-of-coverage.pdf',
        external: true,
        format: 'PDF',
      }),
    ])
  })
  it('leaves the outline of coverage out when the answer is empty or not a URL', () => {
    expect(handbookViews([], '', '/benefits/handbooks')).toEqual([])
    expect(handbookViews([], 'none', '/benefits/handbooks')).toEqual([])
  })
})

describe('certificateView', () => {
  it('labels categories and says since when coverage has no end', () => {
    const view = certificateView({
      planYear: 2026,
      memberName: 'Avery Thompson',
      subscriberId: 'EV1000001',
      groupId: '10001234',
      groupName: 'Riverbend Manufacturing',
      coverage: [
        { category: 'medical', planName: 'PPO', effectiveDate: '2025-01-01', terminationDate: null },
        {
          category: 'dental',
          planName: 'Dental',
          effectiveDate: '2025-01-01',
          terminationDate: '2026-12-31',
        },
      ],
    })
    expect(viewInEnglish(view.coverage)).toEqual([
      { category: 'Medical', planName: 'PPO', period: 'Since 01/01/2025' },
      { category: 'Dental', planName: 'Dental', period: '01/01/2025 to 12/31/2026' },
    ])
  })
})

describe('priorAuthorizationView', () => {
  const base = {
    authorizationId: 'PA-1',
    memberKey: 'M',
    memberName: 'Avery Thompson',
    service: 'MRI',
    serviceCode: '72148',
    providerName: 'Rose City Imaging',
    status: 'APPROVED' as const,
    statusDescription: 'Approved',
    requestedDate: '2026-01-02',
    decisionDate: '2026-01-05',
    validFrom: '2026-01-07',
    validTo: '2026-04-07',
  }
  it('shows the service with its code, the dates and the approved period', () => {
    expect(viewInEnglish(priorAuthorizationView(base))).toMatchObject({
      service: 'MRI (72148)',
      requested: '01/02/2026',
      decided: '01/05/2026',
      approvedFor: '01/07/2026 to 04/07/2026',
    })
  })
  it('a pending request is not decided yet and has no approved period', () => {
    const pending = {
      ...base,
      serviceCode: null,
      status: 'PENDING' as const,
      decisionDate: null,
      validFrom: null,
      validTo: null,
    }
    expect(viewInEnglish(priorAuthorizationView(pending))).toMatchObject({
      service: 'MRI',
      decided: 'Not decided yet',
      approvedFor: null,
    })
  })
})
