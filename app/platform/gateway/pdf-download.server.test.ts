import { describe, expect, it } from 'vitest'
import { pdfDownload } from './pdf-download.server'
import { args } from '../../../tests/fake-gateway'

/** A gateway answer whose body records whether the dashboard cancelled it. */
function answer(type: string) {
  const seen = { cancelled: false }
  const body = new ReadableStream({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode('{}'))
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { seen, response: new Response(body, { headers: { 'content-type': type } }) }
}

const request = new Request('http://localhost/id-card')
const options = { fileName: 'card.pdf', failedTo: (status: number) => `/id-card?error=${status}` }

describe('pdfDownload', () => {
  it('sends a JSON answer on to its page and releases the gateway body it does not read', async () => {
    const { seen, response } = answer('application/json')
    const result = await pdfDownload(args(request), async () => response, { ...options, jsonTo: '/benefits' })
    expect(result.headers.get('location')).toBe('/benefits')
    expect(seen.cancelled).toBe(true)
  })

  it('answers a body that is not a PDF with the 502 page and releases it', async () => {
    const { seen, response } = answer('text/html')
    const result = await pdfDownload(args(request), async () => response, options)
    expect(result.headers.get('location')).toBe('/id-card?error=502')
    expect(seen.cancelled).toBe(true)
  })

  it('streams a PDF to the browser as an attachment, without reading it first', async () => {
    const { seen, response } = answer('application/pdf')
    const result = await pdfDownload(args(request), async () => response, options)
    expect(result.headers.get('content-disposition')).toBe('attachment; filename="card.pdf"')
    expect(seen.cancelled).toBe(false)
  })
})
