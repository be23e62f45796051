/**
 * Brand configuration (pure data, no I/O), the one source of brand facts: a brand is chosen by the
 * Host header (see brand.server.ts); everything that differs per brand lives here, and every brand
 * starts from the spec's defaults (section 9 'Brand config').
 */
import type { DomainId } from '@member-dashboard/contract'

/** "Domain ids: 1 main brand, 2 Medicare-type brand, 5 partner brand." */
export const DOMAIN = { MAIN: 1, MEDICARE: 2, PARTNER: 5 } as const satisfies Record<string, DomainId>

export type ContactLine = {
  id: string
  title: string
  phone: string
  email?: string
  hours: string[]
}

export type Brand = {
  domainId: DomainId
  /** The short name members know the plan by; also the alt text of the brand's logo. */
  productDisplayName: string
  /**
   * The brand's logo, a file of its own under public/ (issue 24): shown in the top bar on every
   * width (the spec's "mobile brand logo" included) and in the footer ("optional brand image").
   */
  brandImage: string
  /** The brand's theme name, sent to the eBill site (spec section 7). */
  theme: 'medical-dental'
  /** Mantine palette name used as primary colour (shade 9: AA contrast on white, ui/theme.ts). */
  primaryColor: 'teal' | 'indigo' | 'grape'
  /** Where an empty path goes when signed in. */
  defaultRoute: '/home'
  /** The handbooks page (label and address), or null where the brand has none. */
  handbooks: { label: string; path: string } | null
  footer: {
    copyrightLines: string[]
    policyLinks: { label: string; href: string }[]
  }
  contactLines: ContactLine[]
  /** Phone for finding a dentist abroad (Passport Dental). */
  passportDentalPhone: string
  /** 401 page links on the main brand only. */
  authLinks: { label: string; href: string }[]
}

/**
 * "Brand config: theme medical-dental; handbooks label 'Member Handbooks', path /handbooks": the
 * path is the handbooks page under /benefits (route list: "/benefits/handbooks (path set by brand
 * config)").
 */
const SPEC_DEFAULTS = {
  theme: 'medical-dental',
  defaultRoute: '/home',
  handbooks: { label: 'Member Handbooks', path: '/benefits/handbooks' },
} as const satisfies Partial<Brand>

/** "Contact hours (contact page)" as spec section 9 words them. */
export const CONTACT_HOURS = {
  accountSupport: 'Monday-Friday 7:30 a.m. to 5:30 p.m. PT',
  medicareCustomerService:
    '7 a.m. to 8 p.m. PT, seven days a week October 1 to March 31, automated afterward on weekends and holidays',
  medicareAdvantageAndPharmacy:
    '7 a.m. to 8 p.m. PT, Monday-Friday Feb 15 to Sept 30 and daily Oct 1 to Feb 14',
} as const

const year = new Date().getFullYear()

/** "footer with copyright and two policy links" (privacy centre, non-discrimination) on the brand's site. */
function footer(legalLines: [string, string], site: string): Brand['footer'] {
  return {
    copyrightLines: [`© ${year} ${legalLines[0]}`, legalLines[1]],
    policyLinks: [
      { label: 'Privacy centre', href: `${site}/privacy` },
      { label: 'Non-discrimination notice', href: `${site}/nondiscrimination` },
    ],
  }
}

const line = (id: string, title: string, phone: string, hours: string, email?: string): ContactLine =>
  email ? { id, title, phone, email, hours: [hours] } : { id, title, phone, hours: [hours] }

const { accountSupport, medicareCustomerService, medicareAdvantageAndPharmacy } = CONTACT_HOURS

export const brands: Record<DomainId, Brand> = {
  1: {
    ...SPEC_DEFAULTS,
    domainId: 1,
    productDisplayName: 'Riverbend Health',
    brandImage: '/brands/riverbend-health.svg',
    primaryColor: 'teal',
    footer: footer(
      ['Riverbend Health Plan.', 'Health plans offered by Riverbend Health Plan, Inc.'],
      'https://www.example.com',
    ),
    contactLines: [
      line('account', 'Account access', '1-888-555-0100', accountSupport, 'accountsupport@members.example'),
      line(
        'customer-service',
        'Customer service',
        '1-888-555-0110',
        accountSupport,
        'customerservice@members.example',
      ),
      line('medical', 'Medical', '1-888-555-0120', accountSupport),
      line('texas', 'Texas', '1-888-555-0130', accountSupport),
      line(
        'dental-ak-or',
        'Dental (Alaska and Oregon)',
        '1-888-555-0140',
        accountSupport,
        'dental@members.example',
      ),
      line('pharmacy', 'Pharmacy', '1-888-555-0150', medicareAdvantageAndPharmacy),
      line('medicare', 'Medicare', '1-888-555-0160', medicareCustomerService),
    ],
    passportDentalPhone: '1-888-555-0170',
    authLinks: [
      { label: 'Provider dashboard', href: 'https://providers.example.com' },
      { label: 'Customer service', href: '/contact-us' },
      { label: 'Riverbend Health Plan', href: 'https://www.example.com' },
    ],
  },
  2: {
    ...SPEC_DEFAULTS,
    domainId: 2,
    productDisplayName: 'Riverbend Medicare Advantage',
    brandImage: '/brands/riverbend-medicare-advantage.svg',
    primaryColor: 'indigo',
    footer: footer(
      ['Riverbend Medicare Advantage.', 'A Medicare Advantage organization with a Medicare contract.'],
      'https://medicare.example.com',
    ),
    contactLines: [
      line('customer-service', 'Medicare customer service', '1-888-555-0210', medicareCustomerService),
      line(
        'medicare-advantage-pharmacy',
        'Medicare Advantage and pharmacy',
        '1-888-555-0220',
        medicareAdvantageAndPharmacy,
      ),
      line(
        'account',
        'Account access',
        '1-888-555-0200',
        accountSupport,
        'medicare.accounts@members.example',
      ),
    ],
    passportDentalPhone: '1-888-555-0270',
    authLinks: [],
  },
  5: {
    ...SPEC_DEFAULTS,
    domainId: 5,
    productDisplayName: 'Partner Dental',
    brandImage: '/brands/partner-dental.svg',
    primaryColor: 'grape',
    // "Handbooks link: not on the partner brand" (spec section 6): no handbooks page there.
    handbooks: null,
    footer: footer(
      ['Partner Dental.', 'Dental plans administered by Riverbend Health Plan, Inc.'],
      'https://partner.example.com',
    ),
    contactLines: [
      line('dental', 'Dental customer service', '1-888-555-0510', accountSupport, 'dental@partner.example'),
      line('account', 'Account access', '1-888-555-0500', accountSupport),
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

/** A Host header value's name: lower case, without the port or IPv6 brackets. */
export function hostName(host: string | null) {
  return (host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
}

/**
 * Whether a Host header value names a configured brand host (decision 090): a known name and, if
 * any, a numeric port. The app server answers every other host 421 before a route runs.
 */
export function isBrandHost(host: string | null, hosts: Record<string, DomainId>) {
  if (!host || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(host)) return false
  return Object.hasOwn(hosts, hostName(host))
}

/**
 * The domain for a Host header value (port ignored). Unknown hosts get the main brand, but none
 * reaches a route (the app server refuses them, decision 090): this is for the refusal pages.
 */
export function domainForHost(host: string | null, hosts: Record<string, DomainId>): DomainId {
  return (Object.hasOwn(hosts, hostName(host)) ? hosts[hostName(host)] : undefined) ?? 1
}

/**
 * PUBLIC_ORIGINS ('https://members.example.com,https://medicare.example.com') as host name ->
 * origin. Throws on an entry that is not an http(s) origin or whose host is not a brand host.
 */
export function parsePublicOrigins(list: string[], hosts: Record<string, DomainId>): Record<string, string> {
  const map: Record<string, string> = {}
  for (const entry of list) {
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      throw new Error(`PUBLIC_ORIGINS entry '${entry}' is not a URL`)
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, ''))
      throw new Error(`PUBLIC_ORIGINS entry '${entry}' must be an origin such as https://members.example.com`)
    if (!Object.hasOwn(hosts, hostName(url.host)))
      throw new Error(`PUBLIC_ORIGINS entry '${entry}': its host is not one of BRAND_HOSTS`)
    map[hostName(url.host)] = url.origin
  }
  return map
}

/**
 * The origin absolute links are built on (decision 090), for a request's Host: the configured
 * PUBLIC_ORIGINS entry of its host name; without one, the brand host as configured with the
 * request's numeric port and `protocol` (express's, which believes X-Forwarded-Proto only from a
 * trusted proxy). A host that is not a brand host never gets its own name back: the main brand's.
 */
export function publicOriginFor(
  host: string | null,
  config: {
    hosts: Record<string, DomainId>
    publicOrigins: Record<string, string>
    protocol: 'http' | 'https'
  },
) {
  const { hosts, publicOrigins, protocol } = config
  const known = isBrandHost(host, hosts)
  const name = known ? hostName(host) : (Object.keys(hosts).find((h) => hosts[h] === 1) ?? 'localhost')
  if (publicOrigins[name]) return publicOrigins[name]
  const port = known ? /:(\d{1,5})$/.exec(host ?? '')?.[1] : undefined
  const shownName = name.includes(':') ? `[${name}]` : name
  return `${protocol}://${shownName}${port ? `:${port}` : ''}`
}
