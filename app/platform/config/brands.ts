/**
 * Brand configuration (pure data, no I/O). A brand is chosen by the Host header
 * (see brand.server.ts); everything that differs per brand lives here.
 */
import type { DomainId } from '@member-dashboard/contract'
import { CONTACT_HOURS } from '~/platform/plan/constants'

export type ContactLine = {
  id: string
  title: string
  phone: string
  email?: string
  hours: string[]
}

export type Brand = {
  domainId: DomainId
  /** The short name members know the plan by. */
  productDisplayName: string
  /** 'Member Dashboard' heading variants use this. */
  theme: 'medical-dental'
  /** Mantine palette name used as primary colour (contrast checked: shade 8+ on white). */
  primaryColor: 'teal' | 'indigo' | 'grape'
  /** Where an empty path goes when signed in. */
  defaultRoute: '/home'
  handbooks: { label: 'Member Handbooks'; path: '/benefits/handbooks' } | null
  footer: {
    brandImage: string | null
    brandImageAlt: string
    copyrightLines: string[]
    policyLinks: { label: string; href: string }[]
  }
  contactLines: ContactLine[]
  /** Phone for finding a dentist abroad (Passport Dental). */
  passportDentalPhone: string
  /** 401 page links on the main brand only. */
  authLinks: { label: string; href: string }[]
}

const year = new Date().getFullYear()

// Contact hours as spec section 9 words them.
const ACCOUNT_SUPPORT_HOURS = CONTACT_HOURS.accountSupport
const MEDICARE_CS_HOURS = CONTACT_HOURS.medicareCustomerService
const MEDICARE_ADVANTAGE_PHARMACY_HOURS = CONTACT_HOURS.medicareAdvantageAndPharmacy

const mainContactLines: ContactLine[] = [
  {
    id: 'account',
    title: 'Account access',
    phone: '1-888-555-0100',
    email: 'accountsupport@members.example',
    hours: [ACCOUNT_SUPPORT_HOURS],
  },
  {
    id: 'customer-service',
    title: 'Customer service',
    phone: '1-888-555-0110',
    email: 'customerservice@members.example',
    hours: [ACCOUNT_SUPPORT_HOURS],
  },
  { id: 'medical', title: 'Medical', phone: '1-888-555-0120', hours: [ACCOUNT_SUPPORT_HOURS] },
  { id: 'texas', title: 'Texas', phone: '1-888-555-0130', hours: [ACCOUNT_SUPPORT_HOURS] },
  {
    id: 'dental-ak-or',
    title: 'Dental (Alaska and Oregon)',
    phone: '1-888-555-0140',
    email: 'dental@members.example',
    hours: [ACCOUNT_SUPPORT_HOURS],
  },
  { id: 'pharmacy', title: 'Pharmacy', phone: '1-888-555-0150', hours: [MEDICARE_ADVANTAGE_PHARMACY_HOURS] },
  { id: 'medicare', title: 'Medicare', phone: '1-888-555-0160', hours: [MEDICARE_CS_HOURS] },
]

export const brands: Record<DomainId, Brand> = {
  1: {
    domainId: 1,
    productDisplayName: 'Riverbend Health',
    theme: 'medical-dental',
    primaryColor: 'teal',
    defaultRoute: '/home',
    handbooks: { label: 'Member Handbooks', path: '/benefits/handbooks' },
    footer: {
      brandImage: null,
      brandImageAlt: 'Riverbend Health',
      copyrightLines: [
        `© ${year} Riverbend Health Plan.`,
        'Health plans offered by Riverbend Health Plan, Inc.',
      ],
      policyLinks: [
        { label: 'Privacy centre', href: 'https://www.example.com/privacy' },
        { label: 'Non-discrimination notice', href: 'https://www.example.com/nondiscrimination' },
      ],
    },
    contactLines: mainContactLines,
    passportDentalPhone: '1-888-555-0170',
    authLinks: [
      { label: 'Provider dashboard', href: 'https://providers.example.com' },
      { label: 'Customer service', href: '/contact-us' },
      { label: 'Riverbend Health Plan', href: 'https://www.example.com' },
    ],
  },
  2: {
    domainId: 2,
    productDisplayName: 'Riverbend Medicare Advantage',
    theme: 'medical-dental',
    primaryColor: 'indigo',
    defaultRoute: '/home',
    handbooks: { label: 'Member Handbooks', path: '/benefits/handbooks' },
    footer: {
      brandImage: null,
      brandImageAlt: 'Riverbend Medicare Advantage',
      copyrightLines: [
        `© ${year} Riverbend Medicare Advantage.`,
        'A Medicare Advantage organization with a Medicare contract.',
      ],
      policyLinks: [
        { label: 'Privacy centre', href: 'https://medicare.example.com/privacy' },
        { label: 'Non-discrimination notice', href: 'https://medicare.example.com/nondiscrimination' },
      ],
    },
    contactLines: [
      {
        id: 'customer-service',
        title: 'Medicare customer service',
        phone: '1-888-555-0210',
        hours: [MEDICARE_CS_HOURS],
      },
      {
        id: 'medicare-advantage-pharmacy',
        title: 'Medicare Advantage and pharmacy',
        phone: '1-888-555-0220',
        hours: [MEDICARE_ADVANTAGE_PHARMACY_HOURS],
      },
      {
        id: 'account',
        title: 'Account access',
        phone: '1-888-555-0200',
        email: 'medicare.accounts@members.example',
        hours: [ACCOUNT_SUPPORT_HOURS],
      },
    ],
    passportDentalPhone: '1-888-555-0270',
    authLinks: [],
  },
  5: {
    domainId: 5,
    productDisplayName: 'Partner Dental',
    theme: 'medical-dental',
    primaryColor: 'grape',
    defaultRoute: '/home',
    handbooks: null,
    footer: {
      brandImage: null,
      brandImageAlt: 'Partner Dental',
      copyrightLines: [
        `© ${year} Partner Dental.`,
        'Dental plans administered by Riverbend Health Plan, Inc.',
      ],
      policyLinks: [
        { label: 'Privacy centre', href: 'https://partner.example.com/privacy' },
        { label: 'Non-discrimination notice', href: 'https://partner.example.com/nondiscrimination' },
      ],
    },
    contactLines: [
      {
        id: 'dental',
        title: 'Dental customer service',
        phone: '1-888-555-0510',
        email: 'dental@partner.example',
        hours: [ACCOUNT_SUPPORT_HOURS],
      },
      { id: 'account', title: 'Account access', phone: '1-888-555-0500', hours: [ACCOUNT_SUPPORT_HOURS] },
    ],
    passportDentalPhone: '1-888-555-0570',
    authLinks: [],
  },
}

/** Default Host -> domain map of the personas contract; env BRAND_HOSTS overrides it. */
export const defaultBrandHosts: Record<string, DomainId> = {
  localhost: 1,
  '127.0.0.1': 1,
  'medicare.localhost': 2,
  'partner.localhost': 5,
}

/** Parses 'host=1,other=5' (the BRAND_HOSTS env format). Throws on a bad entry. */
export function parseBrandHosts(value: string): Record<string, DomainId> {
  const map: Record<string, DomainId> = {}
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [host, id] = entry.split('=').map((s) => s.trim())
    const domain = Number(id)
    if (!host || (domain !== 1 && domain !== 2 && domain !== 5)) {
      throw new Error(`BRAND_HOSTS entry '${entry}' must look like host=1, host=2 or host=5`)
    }
    map[host.toLowerCase()] = domain
  }
  return map
}

/** The domain for a Host header value (port ignored); unknown hosts get the main brand. */
export function domainForHost(host: string | null, hosts: Record<string, DomainId>): DomainId {
  const name = (host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
  return hosts[name] ?? 1
}
