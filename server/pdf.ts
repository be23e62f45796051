import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'

export interface IdCardData {
  brand: string
  memberName: string
  subscriberId: string
  memberSuffix: number
  groupId: string
  groupName: string
  coverage: { label: string; planName: string; effectiveDate: string }[]
  customerServicePhone: string
}

/** Standard fonts only encode WinAnsi: anything else becomes '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?')

/** A wallet-card-sized (3.375 x 2.125 in, scaled x2) member ID card. */
export async function idCardPdf(card: IdCardData): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${card.brand} member ID card`)
  doc.setProducer('Member dashboard sandbox gateway')
  doc.setCreator('Member dashboard sandbox gateway')
  const page = doc.addPage([486, 306])
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.1, 0.1, 0.12)
  const accent = rgb(0.05, 0.3, 0.45)

  page.drawRectangle({ x: 0, y: 256, width: 486, height: 50, color: accent })
  page.drawText(printable(card.brand), { x: 20, y: 274, size: 18, font: bold, color: rgb(1, 1, 1) })

  const line = (label: string, value: string, y: number) => {
    page.drawText(printable(label), { x: 20, y, size: 9, font: regular, color: rgb(0.35, 0.35, 0.4) })
    page.drawText(printable(value), { x: 130, y, size: 11, font: bold, color: ink })
  }
  line('Member', card.memberName, 228)
  line('Subscriber ID', `${card.subscriberId}  (member ${String(card.memberSuffix).padStart(2, '0')})`, 208)
  line('Group number', card.groupId, 188)
  line('Group name', card.groupName, 168)

  page.drawText('Coverage', { x: 20, y: 140, size: 9, font: regular, color: rgb(0.35, 0.35, 0.4) })
  card.coverage.slice(0, 4).forEach((c, i) => {
    const y = 140 - i * 18
    page.drawText(printable(c.label), { x: 130, y, size: 11, font: bold, color: ink })
    page.drawText(printable(`${c.planName}, since ${c.effectiveDate}`), {
      x: 210,
      y,
      size: 9,
      font: regular,
      color: ink,
    })
  })
  page.drawText(printable(`Customer service: ${card.customerServicePhone}  (TTY 711)`), {
    x: 20,
    y: 18,
    size: 9,
    font: regular,
    color: ink,
  })
  return doc.save()
}
