import { describe, expect, it } from 'vitest'
import { pdfFileName } from './pdf-download.server'

describe('pdfFileName', () => {
  it("takes the gateway's plain file name, else the fallback", () => {
    expect(pdfFileName('inline; filename="certificate-of-coverage-2026.pdf"', 'x.pdf')).toBe(
      'certificate-of-coverage-2026.pdf',
    )
    expect(pdfFileName('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('x.pdf')
    expect(pdfFileName(null, 'x.pdf')).toBe('x.pdf')
  })
})
