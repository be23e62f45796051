import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader as formsLoader } from '~/routes/_member.forms'
import { loader as formDownloadLoader } from '~/routes/resources.forms.$formId'
import {
  appRequest,
  gatewayError,
  memberCookie,
  startFakeGateway,
  thrown,
  emptyContext,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()

const forms = [
  { id: 'medical-claim-form', title: 'Medical claim form', purpose: 'Get paid back.', category: 'Claims' },
  { id: 'request-for-an-appeal', title: 'Request for an appeal', purpose: 'Ask again.', category: 'Claims' },
  {
    id: 'authorization-to-release-health-information',
    title: 'Authorization to release health information',
    purpose: 'Share your information.',
    category: 'Privacy',
  },
  { id: 'change-of-address', title: 'Change of address', purpose: 'Move.', category: 'Account' },
]

const load = async (path = '/forms') =>
  formsLoader({
    request: await appRequest(path, { cookie: await memberCookie() }),
    params: {},
    context: emptyContext(),
  })
const download = async (formId: string) =>
  (await formDownloadLoader({
    request: await appRequest(`/resources/forms/${formId}`, { cookie: await memberCookie() }),
    params: { formId },
    context: emptyContext(),
  })) as Response

describe('/forms (Forms and documents)', () => {
  it("lists the brand's forms by category, in the gateway's order, each with its download link", async () => {
    answer({ 'GET forms': forms })
    const data = await load()
    expect(data.groups.map((g) => [g.category, g.forms.map((f) => f.title)])).toEqual([
      ['Claims', ['Medical claim form', 'Request for an appeal']],
      ['Privacy', ['Authorization to release health information']],
      ['Account', ['Change of address']],
    ])
    expect(data.groups[0].forms[0]).toEqual({
      id: 'medical-claim-form',
      title: 'Medical claim form',
      purpose: 'Get paid back.',
      href: '/resources/forms/medical-claim-form',
    })
  })

  it('a failed forms call opens the error page with its status', async () => {
    answer({ 'GET forms': () => gatewayError(503, 'down') })
    expect((await thrown(() => load())).init?.status).toBe(503)
  })

  it('a failed download comes back as ?error={status}: the error page for that status', async () => {
    answer({ 'GET forms': forms })
    expect((await thrown(() => load('/forms?error=404'))).init?.status).toBe(404)
  })
})

describe('/resources/forms/{id}', () => {
  it('streams the PDF as an attachment under its own name', async () => {
    const pdf = new HttpResponse('%PDF-1.7 form', {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="change-of-address.pdf"',
      },
    })
    const fake = answer({ 'GET forms/change-of-address/document': pdf })
    const response = await download('change-of-address')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="change-of-address.pdf"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.text()).toBe('%PDF-1.7 form')
    expect(fake.stats.calls[0].authorization).toMatch(/^Bearer /)
  })

  it('a form the brand does not have goes back to /forms with 404; an answer that is no PDF with 502', async () => {
    answer({ 'GET forms/dental-claim-form/document': () => gatewayError(404, 'No such form') })
    expect((await download('dental-claim-form')).headers.get('location')).toBe('/forms?error=404')
    answer({ 'GET forms/change-of-address/document': { not: 'a pdf' } })
    expect((await download('change-of-address')).headers.get('location')).toBe('/forms?error=502')
  })

  it('an id that is not an id is a 404 without a gateway call', async () => {
    const fake = answer({})
    expect((await download('..%2Fetc')).headers.get('location')).toBe('/forms?error=404')
    expect(fake.stats.calls).toHaveLength(0)
  })
})
