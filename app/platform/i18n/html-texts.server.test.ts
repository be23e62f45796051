import { describe, expect, it } from 'vitest'
import { htmlTextsFor } from './html-texts.server'
import { args } from '../../../tests/fake-gateway'

const request = (language: 'en' | 'es') =>
  new Request('http://localhost/resources/chat-hand-off', { headers: { cookie: `language=${language}` } })

describe('htmlTextsFor (the pages written as HTML strings, decision 225)', () => {
  it('escapes a value it fills in, in English and in Spanish', () => {
    const hours = '<script>alert("x")</script> & more'
    expect(htmlTextsFor(args(request('en')), 'hand-offs').t('chat.hours', { hours })).toBe(
      'Chat hours: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more.',
    )
    const spanish = htmlTextsFor(args(request('es')), 'hand-offs')
    expect(spanish.language).toBe('es')
    expect(spanish.t('chat.hours', { hours })).not.toContain('<script>')
    expect(spanish.t('chat.hours', { hours })).toContain('&lt;script&gt;')
  })

  it('puts the markup the page wrote itself in as it is', () => {
    const { t } = htmlTextsFor(args(request('en')), 'hand-offs')
    const contact = '<a href="/support/customer-service">Contact</a>'
    const back = '<a href="/home">back</a>'
    const text = t('chat.unavailableNext', undefined, { contact, back })
    expect(text).toContain(contact)
    expect(text).toContain(back)
  })
})
