import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { loader as careRemindersLoader } from '~/routes/_member.find-care.care-reminders'
import {
  appRequest,
  gatewayError,
  memberCookie,
  memberPageAnswers,
  startFakeGateway,
  thrown,
  emptyContext,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway(memberPageAnswers)
const inDays = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD')
const display = (n: number) => dayjs().add(n, 'day').format('MM/DD/YYYY')

const reminder = (
  id: string,
  suffix: number,
  name: string,
  title: string,
  days: number,
  findCare: string,
) => ({
  reminderId: id,
  memberKey: `M-${suffix}`,
  memberSuffix: suffix,
  memberName: name,
  title,
  reason: `Why ${title} is due.`,
  dueDate: inDays(days),
  findCare,
})
// What the sandbox gives avery (../shared/personas.md): hers and Cameron's, soonest first.
const averys = [
  reminder('CR-1002', 0, 'Avery Thompson', 'Dental cleaning', -20, 'find-a-dentist'),
  reminder('CR-1001', 0, 'Avery Thompson', 'Annual physical', 30, 'primary-care'),
  reminder('CR-1003', 2, 'Cameron Thompson', 'Well-child visit', 60, 'primary-care'),
]

const load = async (domain: 1 | 5 = 1) =>
  careRemindersLoader({
    request: await appRequest('/find-care/care-reminders', {
      cookie: await memberCookie({ domainId: domain }),
      domain,
    }),
    params: {},
    context: emptyContext(),
  })

describe('/find-care/care-reminders', () => {
  it("groups the family's reminders by member with due or overdue dates and find-care links", async () => {
    const fake = answer({ 'GET care-reminders': averys })
    const data = await load()
    expect(
      data.members.map((m) => [m.memberName, m.reminders.map((r) => [r.title, r.dueText, r.link.target])]),
    ).toEqual([
      [
        'Avery Thompson',
        [
          ['Dental cleaning', `Overdue since ${display(-20)}`, '/find-care/find-a-dentist'],
          ['Annual physical', `Due by ${display(30)}`, '/find-care/primary-care'],
        ],
      ],
      ['Cameron Thompson', [['Well-child visit', `Due by ${display(60)}`, '/find-care/primary-care']]],
    ])
    expect(fake.stats.calls.some((c) => c.path === 'care-reminders')).toBe(true)
  })

  it('nothing due: no members (the page says nothing is due)', async () => {
    answer({ 'GET care-reminders': [] })
    expect((await load()).members).toEqual([])
  })

  it('a failed reminders call opens the error page with its status', async () => {
    answer({ 'GET care-reminders': () => gatewayError(502, 'bad gateway') })
    expect((await thrown(() => load())).init?.status).toBe(502)
  })

  it('is not a page of the partner brand, whose find care is only find-a-dentist: 404, nothing asked', async () => {
    const fake = answer({ 'GET care-reminders': averys })
    expect((await thrown(() => load(5))).init?.status).toBe(404)
    expect(fake.stats.calls.some((c) => c.path === 'care-reminders')).toBe(false)
  })
})
