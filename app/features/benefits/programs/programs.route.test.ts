import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader as programsLoader } from '~/routes/_member.benefits.programs._index'
import { loader as programLoader } from '~/routes/_member.benefits.programs.$programId'
import {
  familyEntry,
  memberPageAnswers,
  program,
  startFakeGateway,
  thrown,
  type Answers,
  signedInRequest,
  averyClaims,
  emptyContext,
} from '../../../../tests/fake-gateway'

const answer = startFakeGateway(memberPageAnswers)
const signedIn = (path: string) => signedInRequest(path, { claims: averyClaims })

const LONG = 'Chronic Condition Support: Diabetes, Heart Health and Blood Pressure Coaching'
const averyPrograms = [
  program(52, { displayOrder: 7, categories: ['medical'] }),
  program(33, {
    displayOrder: 3,
    categories: ['dental'],
    url: 'https://estimator.example',
    urlDocumentType: 'ENDPOINT',
  }),
  program(41, {
    displayOrder: 4,
    name: LONG,
    categories: ['medical', 'wellness'],
    details: { phoneNumber: '1-866-555-0141' },
  }),
  program(93, {
    displayOrder: 1,
    categories: ['dental', 'medical'],
    url: 'https://claims.example',
    urlDocumentType: 'ENDPOINT',
  }),
  program(58, { displayOrder: 6, categories: ['medical'] }),
  program(92, { displayOrder: 2, categories: ['dental'] }),
  program(27, { displayOrder: 5, categories: ['dental'], childResourceIds: [92, 70] }),
  program(37, {
    displayOrder: 10,
    highPriority: false,
    categories: ['pharmacy'],
    url: 'https://rx.example',
    urlDocumentType: 'ENDPOINT',
  }),
  program(70, { displayOrder: 13, highPriority: false, eligible: false, categories: ['wellness'] }),
]
const answers = (over: Answers = {}): Answers => ({
  'GET programs': averyPrograms,
  'GET programs/sitecore': [...averyPrograms, program(99, { eligible: false })],
  ...over,
})

async function list(over: Answers = {}) {
  const { stats } = answer(answers(over))
  const request = await signedIn('/benefits/programs')
  return { data: await programsLoader({ request, params: {}, context: emptyContext() }), stats }
}
async function details(id: string, over: Answers = {}) {
  answer(answers(over))
  const request = await signedIn(`/benefits/programs/${id}`)
  return programLoader({ request, params: { programId: id }, context: emptyContext() })
}

describe('/benefits/programs', () => {
  it('features at most 5 high-priority programs in display order (not the home page 6)', async () => {
    const { data, stats } = await list()
    expect(data.featured.map((p) => p.id)).toEqual([93, 92, 33, 41, 27])
    expect(stats.maxInFlight).toBeGreaterThanOrEqual(4)
  })

  it('lists every program the member has by category, names in full, not-eligible ones left out', async () => {
    const { data } = await list()
    expect(data.categories.map((c) => c.label)).toEqual(['Medical', 'Dental', 'Pharmacy', 'Wellness'])
    const medical = data.categories[0].programs
    expect(medical.map((p) => p.id)).toEqual([93, 41, 58, 52])
    expect(medical.find((p) => p.id === 41)?.name).toBe(LONG)
    expect(data.categories.flatMap((c) => c.programs).some((p) => p.id === 70)).toBe(false)
    expect(data.categories.find((c) => c.key === 'wellness')?.programs.map((p) => p.id)).toEqual([41])
  })

  it('a termed member gets no featured programs', async () => {
    const { data } = await list({
      'GET eligibility/family': [familyEntry('M-AVERY', '2020-01-01', '2021-12-31')],
    })
    expect(data.featured).toEqual([])
    expect(data.categories.length).toBeGreaterThan(0)
  })

  it('a failed programs call is the error page for its status', async () => {
    const error = await thrown(() =>
      list({ 'GET programs/sitecore': new HttpResponse(null, { status: 503 }) }),
    )
    expect(error.init?.status).toBe(503)
  })
})

describe('/benefits/programs/{id}', () => {
  it('shows name, description, categories, phone and related resources', async () => {
    const data = await details('27')
    expect(data).toMatchObject({ id: 27, name: 'Program 27', categories: ['Dental'] })
    expect(data.action).toMatchObject({ target: '/passport-dental', external: false })
    // 92 is the member's; 70 is in the catalogue but not eligible, so not offered.
    expect(data.related.map((r) => r.id)).toEqual([92])
    const chronic = await details('41')
    expect(chronic).toMatchObject({ name: LONG, phoneNumber: '1-866-555-0141', action: null })
    expect(chronic.categories).toEqual(['Medical', 'Wellness'])
  })

  it('an outside program opens in a new tab; digital claims too; 92 and 37 lead to their pages', async () => {
    expect((await details('33')).action).toMatchObject({ target: 'https://estimator.example', newTab: true })
    expect((await details('93')).action).toMatchObject({ target: 'https://claims.example', newTab: true })
    expect((await details('92')).action).toMatchObject({ target: '/find-care/find-a-dentist', newTab: false })
    expect((await details('37')).action).toMatchObject({ target: '/navitus', newTab: false })
  })

  it('a program id that does not exist, one not eligible, or not a number: the 404 page', async () => {
    for (const id of ['12345', '70', '99', 'abc', '-1']) {
      const error = await thrown(() => details(id))
      expect(error.init?.status, id).toBe(404)
    }
  })
})
