import { describe, expect, it } from 'vitest'
import { downloadFailureStatus, pdfFileName } from './pdf-download'

describe('downloadFailureStatus', () => {
  it('reads a 4xx or 5xx status, nothing else', () => {
    expect(downloadFailureStatus(new URLSearchParams('error=404'))).toBe(404)
    expect(downloadFailureStatus(new URLSearchParams('error=503'))).toBe(503)
    for (const bad of ['', 'error=', 'error=200', 'error=600', 'error=4040', 'error=abc'])
      expect(downloadFailureStatus(new URLSearchParams(bad))).toBeNull()
  })
})

describe('pdfFileName', () => {
  it("takes the gateway's plain file name, else the fallback", () => {
    expect(pdfFileName('inline; filename="certificate-of-coverage-2026.pdf"', 'x.pdf')).toBe(
      'certificate-of-coverage-2026.pdf',
    )
    expect(pdfFileName('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('x.pdf')
    expect(pdfFileName(null, 'x.pdf')).toBe('x.pdf')
  })
})
