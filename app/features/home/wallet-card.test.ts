import { describe, expect, it } from 'vitest'
import { brands } from '~/platform/config/brands'
import { averyMember } from '../../../tests/fake-gateway'
import {
  cardOfMember,
  googleSaveClaims,
  memberNumber,
  passJson,
  passStrings,
  walletImages,
  walletMember,
  walletMembers,
  walletQuery,
  type PassTexts,
} from './wallet-card'

const now = new Date('2026-06-01T12:00:00Z')
const avery = averyMember()
const blake = averyMember({
  memberKey: 'M-BLAKE',
  memberSuffix: 1,
  firstName: 'Blake',
  dateOfBirth: '1984-02-03',
})
const cameron = averyMember({
  memberKey: 'M-CAMERON',
  memberSuffix: 2,
  firstName: 'Cameron',
  dateOfBirth: '2010-01-01',
  visionEligibility: { ...avery.visionEligibility, eligible: false },
  dentalEligibility: { ...avery.dentalEligibility, effectiveDate: '2025-03-01' },
})
const dana = averyMember({
  memberKey: 'M-DANA',
  memberSuffix: 3,
  firstName: 'Dana',
  dateOfBirth: '2006-01-01',
})
const termedChild = averyMember({
  memberKey: 'M-EVE',
  memberSuffix: 4,
  dateOfBirth: '2015-01-01',
  medicalEligibility: { ...avery.medicalEligibility, terminationDate: '2026-01-01' },
  dentalEligibility: { ...avery.dentalEligibility, eligible: false },
  visionEligibility: { ...avery.visionEligibility, eligible: false },
  pharmacyEligibility: { ...avery.pharmacyEligibility, eligible: false },
})
const family = [avery, blake, cameron, dana, termedChild]
const card = {
  memberName: 'Avery Rivera',
  subscriberId: 'EV1000001',
  memberSuffix: 0,
  groupId: '10001234',
  groupName: 'Riverbend Manufacturing',
  coverage: [
    { category: 'medical' as const, planName: 'PPO Medical', effectiveDate: '2025-01-01' },
    { category: 'dental' as const, planName: 'Dental Choice', effectiveDate: '2025-01-01' },
    { category: 'vision' as const, planName: 'Vision', effectiveDate: '2025-01-01' },
  ],
  customerServicePhone: '1-888-555-0110',
}
const texts = (word: string): PassTexts => ({
  description: `${word} card`,
  member: `${word} member`,
  subscriberId: `${word} id`,
  suffix: `${word} suffix`,
  groupNumber: `${word} group number`,
  groupName: `${word} group`,
  customerService: `${word} service`,
  effective: `{{category}} ${word} effective`,
  categories: { medical: `${word} M`, dental: `${word} D`, vision: `${word} V`, pharmacy: `${word} X` },
})

describe('whose card goes in the wallet', () => {
  it('a subscriber: themself and dependents under 18 with active coverage; never an adult dependent', () => {
    expect(walletMembers(family, avery, now).map((m) => m.memberSuffix)).toEqual([0, 2])
  })
  it('a dependent: only themself', () => {
    expect(walletMembers(family, blake, now).map((m) => m.memberSuffix)).toEqual([1])
    expect(walletMembers(family, cameron, now).map((m) => m.memberSuffix)).toEqual([2])
  })
  it('the suffix of a pass: none is oneself, anyone else not theirs is forbidden alike', () => {
    expect(walletMember(family, avery, null, now)).toEqual({ kind: 'member', member: avery })
    expect(walletMember(family, avery, '2', now)).toEqual({ kind: 'member', member: cameron })
    for (const suffix of ['1', '3', '4', '9', '-1', '1e0', 'x', '0002'])
      expect(walletMember(family, avery, suffix, now), suffix).toEqual({ kind: 'forbidden' })
    expect(walletMember(family, blake, '0', now)).toEqual({ kind: 'forbidden' })
    expect(walletMember(family, blake, '1', now)).toEqual({ kind: 'member', member: blake })
  })
  it('links carry the suffix only for someone else', () => {
    expect(walletQuery(avery, avery)).toBe('')
    expect(walletQuery(cameron, avery)).toBe('?suffix=2')
  })
})

describe("a member's card", () => {
  it("is the signed-in member's card as idCard/view answers it", () => {
    expect(cardOfMember(card, avery, avery, now)).toBe(card)
  })
  it("for a child: the child's name, suffix, active categories and effective dates, the family's plans", () => {
    expect(cardOfMember(card, cameron, avery, now)).toEqual({
      ...card,
      memberName: 'Cameron Rivera',
      memberSuffix: 2,
      coverage: [
        { category: 'medical', planName: 'PPO Medical', effectiveDate: '2025-01-01' },
        { category: 'dental', planName: 'Dental Choice', effectiveDate: '2025-03-01' },
        { category: 'pharmacy', planName: '', effectiveDate: '2025-01-01' },
      ],
    })
    expect(memberNumber({ subscriberId: 'EV1000001', memberSuffix: 2 })).toBe('EV1000001-02')
  })
})

describe('the pass fields', () => {
  const json = passJson({
    card,
    brand: brands[1],
    passTypeId: 'pass.x.y',
    teamId: 'ABCDE12345',
    serialNumber: 's1',
  })
  it('a generic pass in the brand colours with the card, the phone on the back and the barcode', () => {
    expect(json).toMatchObject({
      passTypeIdentifier: 'pass.x.y',
      teamIdentifier: 'ABCDE12345',
      organizationName: 'Riverbend Health',
      backgroundColor: 'rgb(8, 127, 91)',
      barcodes: [{ format: 'PKBarcodeFormatPDF417', message: 'EV1000001-00' }],
    })
    expect(json.generic.primaryFields[0]).toMatchObject({ label: 'MEMBER', value: 'Avery Rivera' })
    expect(json.generic.auxiliaryFields.map((f) => f.value)).toEqual([
      'PPO Medical',
      'Dental Choice',
      'Vision',
    ])
    expect(json.generic.backFields[0]).toMatchObject({
      value: '1-888-555-0110',
      dataDetectorTypes: ['PKDataDetectorTypePhoneNumber'],
    })
    expect(
      passJson({ card, brand: brands[5], passTypeId: 'p', teamId: 't', serialNumber: 's' }).backgroundColor,
    ).toBe('rgb(134, 46, 156)')
  })
  it('every label has its string in each language', () => {
    const strings = passStrings(texts('es'))
    const labels = Object.values(json.generic).flatMap((fields) => fields.map((f) => f.label))
    for (const label of [...labels, json.description]) expect(strings[label], label).toBeDefined()
    expect(strings.EFFECTIVE_DENTAL).toBe('es D es effective')
  })
  it('wallet images are PNGs of the brand', () => {
    expect(walletImages(brands[2]).mark).toBe('/brands/wallet/riverbend-medicare-advantage-mark.png')
  })
})

describe('the Google object', () => {
  it('holds the card in English with Spanish translations, the brand colour and logo URL', () => {
    const claims = googleSaveClaims({
      card,
      brand: brands[1],
      issuerId: '3388000000012345678',
      serviceAccountEmail: 'a@b.iam.gserviceaccount.com',
      objectSuffix: 'abc',
      logoUrl: 'https://members.example.com/brands/wallet/riverbend-health-mark.png',
      origin: 'https://members.example.com',
      texts: { en: texts('en'), es: texts('es') },
    })
    expect(claims).toMatchObject({ iss: 'a@b.iam.gserviceaccount.com', aud: 'google', typ: 'savetowallet' })
    const object = claims.payload.genericObjects[0]
    expect(object.id).toBe('3388000000012345678.abc')
    expect(object.classId).toBe('3388000000012345678.member-id-card-1')
    expect(object.hexBackgroundColor).toBe('#087f5b')
    expect(object.barcode.value).toBe('EV1000001-00')
    expect(object.textModulesData.find((m) => m.id === 'coverage_dental')).toMatchObject({
      header: 'en D',
      body: 'Dental Choice (2025-01-01)',
      localizedHeader: { translatedValues: [{ language: 'es-US', value: 'es D' }] },
    })
  })
})
