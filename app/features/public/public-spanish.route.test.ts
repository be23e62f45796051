/** The public pages' loaders send the `public` texts in the member's language (issue 26). */
import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/contact-us'
import { loader as passportLoader } from '~/routes/_member.passport-dental'
import {
  appRequest,
  args,
  averyClaims,
  memberPageAnswers,
  program,
  signedInRequest,
  startFakeGateway,
} from '../../../tests/fake-gateway'
import { unpackMessages } from '~/platform/i18n/packed-messages'

const answer = startFakeGateway()
const calendar = { data: { item: { content: { value: '2026-07-04|Independence Day' } } } }

describe('/contact-us', () => {
  it("sends the public texts in Spanish when that is the member's choice, the holidays as sent", async () => {
    answer({ 'GET message/calendar/domain/1': calendar })
    const data = await loader(args(await appRequest('/contact-us', { cookie: 'language=es' })))
    expect(Object.keys(unpackMessages(data.messages)!)).toEqual(['public'])
    expect(unpackMessages(data.messages)!.public).toMatchObject({ contact: { heading: 'Contáctenos' } })
    expect(data.holidays).toEqual([{ date: '2026-07-04', name: 'Independence Day' }])
  })

  it('in English by default', async () => {
    answer({ 'GET message/calendar/domain/1': calendar })
    const data = await loader(args(await appRequest('/contact-us')))
    expect(unpackMessages(data.messages)!.public).toMatchObject({ contact: { heading: 'Contact us' } })
  })
})

describe('/passport-dental', () => {
  it('sends the public texts in the language the browser asks for, the program details as sent', async () => {
    answer({
      ...memberPageAnswers(),
      'GET programs': [program(27, { description: 'Dental coverage abroad.', details: { phoneNumber: '1-800-555-0127' } })],
    })
    const request = await signedInRequest('/passport-dental', { claims: averyClaims })
    request.headers.set('accept-language', 'es-MX,es;q=0.9')
    const data = await passportLoader(args(request))
    expect(Object.keys(unpackMessages(data.messages)!)).toEqual(['public'])
    expect(unpackMessages(data.messages)!.public).toMatchObject({ passportDental: { back: 'Volver a la búsqueda de dentistas' } })
    expect(data).toMatchObject({ description: 'Dental coverage abroad.', phone: '1-800-555-0127' })
  })
})
