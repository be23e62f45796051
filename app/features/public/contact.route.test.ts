import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/contact-us'
import { appRequest, args, startFakeGateway } from '../../../tests/fake-gateway'

const answer = startFakeGateway()
const calendar = (value: string) => ({ data: { item: { content: { value } } } })

describe('/contact-us', () => {
  it("gives the brand's contact lines with the hours as spec section 9 words them, and its holidays in date order", async () => {
    const gateway = answer({
      'GET message/calendar/domain/2': calendar('2026-12-25|Christmas Day\n\nnot a line\n2026-07-04|Independence Day'),
    })
    const data = await loader(args(await appRequest('/contact-us', { domain: 2 })))
    expect(gateway.paths()).toEqual(['GET message/calendar/domain/2'])
    expect(data.lines.map((line) => [line.title, line.hours])).toEqual([
      [
        'Medicare customer service',
        [
          '7 a.m. to 8 p.m. PT, seven days a week October 1 to March 31, automated afterward on weekends and holidays',
        ],
      ],
      [
        'Medicare Advantage and pharmacy',
        ['7 a.m. to 8 p.m. PT, Monday-Friday Feb 15 to Sept 30 and daily Oct 1 to Feb 14'],
      ],
      ['Account access', ['Monday-Friday 7:30 a.m. to 5:30 p.m. PT']],
    ])
    expect(data.holidays).toEqual([
      { date: '2026-07-04', name: 'Independence Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ])
  })
})
