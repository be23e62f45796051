/**
 * The ID card in the phone's wallet (issue 44, decision 219): whose card a member may add, the card
 * of that member, and the fields of the Apple pass (pass.json and its .lproj strings) and of the
 * Google Wallet generic object. Pure: no I/O, `now` injected; the signing is wallet.server.ts's.
 */
import type { BenefitCategory, IdCardDetails, Member } from '@member-dashboard/contract'
import type { Brand } from '~/platform/config/brands'
import { BENEFIT_CATEGORIES_IN_ORDER } from '~/platform/plan/benefit-categories'
import {
  categoryField,
  isAdult,
  isSubscriber,
  memberCategoryStatus,
  type Now,
} from '~/platform/plan/eligibility'

type Person = Pick<
  Member,
  | 'memberKey'
  | 'memberSuffix'
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'medicalEligibility'
  | 'dentalEligibility'
  | 'visionEligibility'
  | 'pharmacyEligibility'
>

const activeCategories = (member: Person, now: Now) =>
  BENEFIT_CATEGORIES_IN_ORDER.filter((category) => memberCategoryStatus(member, category, now) === 'active')

/**
 * The members whose card the signed-in member may put in a wallet, the same people whose ID card
 * and benefits they may see: themself, and for a subscriber the dependents under 18 with active
 * coverage. An adult dependent's card is theirs alone (decision 041).
 */
export function walletMembers<T extends Person>(members: readonly T[], principal: Person, now: Now): T[] {
  return members.filter((m) => {
    if (m.memberKey === principal.memberKey) return true
    if (!isSubscriber(principal.memberSuffix) || isAdult(m.dateOfBirth, now)) return false
    return activeCategories(m, now).length > 0
  })
}

export type WalletMemberChoice<T> = { kind: 'member'; member: T } | { kind: 'forbidden' }

/**
 * The member a pass's `?suffix=` names: none means the signed-in member. Anything else that is not
 * one of `walletMembers` (another family's or an adult dependent's suffix, a dependent asking for
 * anyone else, a made-up value) is refused alike (403): no answer tells who exists.
 */
export function walletMember<T extends Person>(
  members: readonly T[],
  principal: T,
  suffix: string | null,
  now: Now,
): WalletMemberChoice<T> {
  if (suffix === null || suffix === '') return { kind: 'member', member: principal }
  if (!/^\d{1,3}$/.test(suffix)) return { kind: 'forbidden' }
  const target = walletMembers(members, principal, now).find((m) => m.memberSuffix === Number(suffix))
  return target ? { kind: 'member', member: target } : { kind: 'forbidden' }
}

/** The `?suffix=` of a member's wallet links: empty for the signed-in member. */
export function walletQuery(member: Pick<Member, 'memberSuffix'>, principal: Pick<Member, 'memberSuffix'>) {
  return member.memberSuffix === principal.memberSuffix ? '' : `?suffix=${member.memberSuffix}`
}

/**
 * The card of `member`, from the signed-in member's card (idCard/view answers that one only): the
 * family shares the subscriber id, group and phone; the name, suffix and coverage are the
 * member's own (their active categories, the family's plan names, their effective dates).
 */
export function cardOfMember(
  card: IdCardDetails,
  member: Person,
  principal: Person,
  now: Now,
): IdCardDetails {
  if (member.memberKey === principal.memberKey) return card
  const coverage = activeCategories(member, now).map((category) => ({
    category,
    planName: card.coverage.find((line) => line.category === category)?.planName ?? '',
    effectiveDate: member[categoryField[category]].effectiveDate ?? '',
  }))
  return {
    ...card,
    memberName: `${member.firstName} ${member.lastName}`,
    memberSuffix: member.memberSuffix,
    coverage,
  }
}

/** The number on the card and in its barcode: the subscriber id with the two-digit suffix. */
export function memberNumber(card: Pick<IdCardDetails, 'subscriberId' | 'memberSuffix'>): string {
  return `${card.subscriberId}-${String(card.memberSuffix).padStart(2, '0')}`
}

// ---------------------------------------------------------------- texts and colours

/** The pass's words in one language (home.json `wallet.pass` and `categories`). */
export type PassTexts = {
  description: string
  member: string
  subscriberId: string
  suffix: string
  groupNumber: string
  groupName: string
  customerService: string
  /** '{{category}} effective' */
  effective: string
  categories: Record<BenefitCategory, string>
}

/** Shade 9 of the brand's Mantine palette (the colour of its buttons and logo), with white text. */
const BRAND_COLOURS: Record<Brand['primaryColor'], { background: string; hex: string }> = {
  teal: { background: 'rgb(8, 127, 91)', hex: '#087f5b' },
  indigo: { background: 'rgb(54, 79, 199)', hex: '#364fc7' },
  grape: { background: 'rgb(134, 46, 156)', hex: '#862e9c' },
}

export function brandColours(brand: Pick<Brand, 'primaryColor'>) {
  return BRAND_COLOURS[brand.primaryColor]
}

/** The wallet images of a brand (PNG, public/brands/wallet/): the round mark of its logo in several sizes. */
export function walletImages(brand: Pick<Brand, 'brandImage'>) {
  const base = brand.brandImage.replace(/\.svg$/, '').replace(/^\/brands\//, '/brands/wallet/')
  return {
    icon: `${base}-icon.png`,
    icon2x: `${base}-icon@2x.png`,
    icon3x: `${base}-icon@3x.png`,
    logo: `${base}-logo.png`,
    logo2x: `${base}-logo@2x.png`,
    /** 192 px, for Google Wallet (which crops it to a circle). */
    mark: `${base}-mark.png`,
  }
}

// ---------------------------------------------------------------- Apple Wallet

const LABEL = {
  description: 'DESCRIPTION',
  member: 'MEMBER',
  subscriberId: 'SUBSCRIBER_ID',
  suffix: 'SUFFIX',
  groupNumber: 'GROUP_NUMBER',
  groupName: 'GROUP_NAME',
  customerService: 'CUSTOMER_SERVICE',
} as const
const categoryKey = (category: BenefitCategory) => `COVERAGE_${category.toUpperCase()}`
const effectiveKey = (category: BenefitCategory) => `EFFECTIVE_${category.toUpperCase()}`

/**
 * pass.json of a generic pass: labels are keys the phone looks up in its language's
 * `<lang>.lproj/pass.strings` (`passStrings`); `serialNumber` is given (a digest, not personal).
 */
export function passJson(input: {
  card: IdCardDetails
  brand: Pick<Brand, 'productDisplayName' | 'primaryColor'>
  passTypeId: string
  teamId: string
  serialNumber: string
}) {
  const { card } = input
  const number = memberNumber(card)
  return {
    formatVersion: 1,
    passTypeIdentifier: input.passTypeId,
    teamIdentifier: input.teamId,
    serialNumber: input.serialNumber,
    organizationName: input.brand.productDisplayName,
    description: LABEL.description,
    logoText: input.brand.productDisplayName,
    backgroundColor: brandColours(input.brand).background,
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(255, 255, 255)',
    sharingProhibited: true,
    barcodes: [
      { format: 'PKBarcodeFormatPDF417', message: number, messageEncoding: 'iso-8859-1', altText: number },
    ],
    generic: {
      headerFields: [{ key: 'groupNumber', label: LABEL.groupNumber, value: card.groupId }],
      primaryFields: [{ key: 'member', label: LABEL.member, value: card.memberName }],
      secondaryFields: [
        { key: 'subscriberId', label: LABEL.subscriberId, value: card.subscriberId },
        { key: 'suffix', label: LABEL.suffix, value: String(card.memberSuffix).padStart(2, '0') },
        { key: 'groupName', label: LABEL.groupName, value: card.groupName },
      ],
      auxiliaryFields: card.coverage.map((line) => ({
        key: `coverage-${line.category}`,
        label: categoryKey(line.category),
        value: line.planName,
      })),
      backFields: [
        {
          key: 'customerService',
          label: LABEL.customerService,
          value: card.customerServicePhone,
          dataDetectorTypes: ['PKDataDetectorTypePhoneNumber'],
        },
        { key: 'memberNumber', label: LABEL.subscriberId, value: number },
        ...card.coverage.flatMap((line) => [
          { key: `plan-${line.category}`, label: categoryKey(line.category), value: line.planName },
          ...(line.effectiveDate
            ? [
                {
                  key: `effective-${line.category}`,
                  label: effectiveKey(line.category),
                  value: `${line.effectiveDate}T12:00:00Z`,
                  dateStyle: 'PKDateStyleMedium',
                  timeStyle: 'PKDateStyleNone',
                  ignoresTimeZone: true,
                },
              ]
            : []),
        ]),
      ],
    },
  }
}

/** One language's `pass.strings` entries for the labels of `passJson`. */
export function passStrings(texts: PassTexts): Record<string, string> {
  const strings: Record<string, string> = {
    [LABEL.description]: texts.description,
    [LABEL.member]: texts.member,
    [LABEL.subscriberId]: texts.subscriberId,
    [LABEL.suffix]: texts.suffix,
    [LABEL.groupNumber]: texts.groupNumber,
    [LABEL.groupName]: texts.groupName,
    [LABEL.customerService]: texts.customerService,
  }
  for (const category of BENEFIT_CATEGORIES_IN_ORDER) {
    strings[categoryKey(category)] = texts.categories[category]
    strings[effectiveKey(category)] = texts.effective.replace('{{category}}', texts.categories[category])
  }
  return strings
}

// ---------------------------------------------------------------- Google Wallet

type LocalizedString = {
  defaultValue: { language: string; value: string }
  translatedValues: { language: string; value: string }[]
}
const localized = (
  texts: { en: PassTexts; es: PassTexts },
  pick: (t: PassTexts) => string,
): LocalizedString => ({
  defaultValue: { language: 'en-US', value: pick(texts.en) },
  translatedValues: [{ language: 'es-US', value: pick(texts.es) }],
})

/**
 * The save link's JWT claims (before signing): a generic class of the brand and the member's
 * generic object, in English with Spanish translations. `objectSuffix` is a digest (ids are
 * visible to Google, so nothing personal), `logoUrl` on the dashboard's public origin.
 */
export function googleSaveClaims(input: {
  card: IdCardDetails
  brand: Pick<Brand, 'domainId' | 'productDisplayName' | 'primaryColor'>
  issuerId: string
  serviceAccountEmail: string
  objectSuffix: string
  logoUrl: string
  origin: string
  texts: { en: PassTexts; es: PassTexts }
}) {
  const { card, texts } = input
  const number = memberNumber(card)
  const classId = `${input.issuerId}.member-id-card-${input.brand.domainId}`
  const plain = (value: string): LocalizedString => ({
    defaultValue: { language: 'en-US', value },
    translatedValues: [],
  })
  return {
    iss: input.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    origins: [input.origin],
    payload: {
      genericClasses: [{ id: classId }],
      genericObjects: [
        {
          id: `${input.issuerId}.${input.objectSuffix}`,
          classId,
          state: 'ACTIVE',
          hexBackgroundColor: brandColours(input.brand).hex,
          logo: {
            sourceUri: { uri: input.logoUrl },
            contentDescription: plain(input.brand.productDisplayName),
          },
          cardTitle: plain(input.brand.productDisplayName),
          subheader: localized(texts, (t) => t.member),
          header: plain(card.memberName),
          barcode: { type: 'PDF_417', value: number, alternateText: number },
          textModulesData: [
            {
              id: 'subscriber_id',
              header: texts.en.subscriberId,
              body: card.subscriberId,
              localizedHeader: localized(texts, (t) => t.subscriberId),
            },
            {
              id: 'suffix',
              header: texts.en.suffix,
              body: String(card.memberSuffix).padStart(2, '0'),
              localizedHeader: localized(texts, (t) => t.suffix),
            },
            {
              id: 'group_number',
              header: texts.en.groupNumber,
              body: card.groupId,
              localizedHeader: localized(texts, (t) => t.groupNumber),
            },
            {
              id: 'group_name',
              header: texts.en.groupName,
              body: card.groupName,
              localizedHeader: localized(texts, (t) => t.groupName),
            },
            ...card.coverage.map((line) => ({
              id: `coverage_${line.category}`,
              header: texts.en.categories[line.category],
              body: line.effectiveDate ? `${line.planName} (${line.effectiveDate})` : line.planName,
              localizedHeader: localized(texts, (t) => t.categories[line.category]),
            })),
            {
              id: 'customer_service',
              header: texts.en.customerService,
              body: card.customerServicePhone,
              localizedHeader: localized(texts, (t) => t.customerService),
            },
          ],
          linksModuleData: {
            uris: [
              {
                id: 'customer_service_phone',
                uri: `tel:${card.customerServicePhone.replace(/[^\d+]/g, '')}`,
                description: texts.en.customerService,
                localizedDescription: localized(texts, (t) => t.customerService),
              },
            ],
          },
        },
      ],
    },
  }
}
