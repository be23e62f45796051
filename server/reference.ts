import type { AddressOptions, DomainId } from '@member-dashboard/contract'

// Reference data served from code: brand names, zip centroids, address option lists.

/** The brands' product display names (kept equal to app/config/brands.ts). */
export const brandName: Record<DomainId, string> = {
  1: 'Riverbend Health',
  2: 'Riverbend Medicare Advantage',
  5: 'Partner Dental',
}

export const customerServicePhone: Record<DomainId, string> = {
  1: '1-800-555-0100',
  2: '1-800-555-0200',
  5: '1-800-555-0500',
}

/** Approximate zip centroids (lat, lon) for the provider directory's distance search. */
export const zipCentroids: Record<string, [number, number]> = {
  '97005': [45.491, -122.803],
  '97035': [45.413, -122.725],
  '97124': [45.533, -122.936],
  '97201': [45.508, -122.691],
  '97202': [45.483, -122.644],
  '97204': [45.518, -122.674],
  '97205': [45.521, -122.699],
  '97206': [45.482, -122.6],
  '97209': [45.53, -122.684],
  '97210': [45.544, -122.727],
  '97211': [45.565, -122.645],
  '97212': [45.544, -122.643],
  '97214': [45.514, -122.642],
  '97215': [45.515, -122.6],
  '97217': [45.574, -122.684],
  '97219': [45.457, -122.707],
  '97220': [45.55, -122.559],
  '97222': [45.44, -122.615],
  '97224': [45.409, -122.79],
  '97225': [45.501, -122.77],
  '97230': [45.557, -122.505],
  '97232': [45.529, -122.64],
  '97301': [44.949, -123.005],
  '97365': [44.637, -124.053],
  '97401': [44.063, -123.081],
  '98101': [47.611, -122.336],
  '98660': [45.642, -122.687],
  '99301': [46.239, -119.1],
}

/** Great-circle distance in miles, one decimal. */
export function milesBetween([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2
  return Math.round(3958.8 * 2 * Math.asin(Math.sqrt(a)) * 10) / 10
}

const countries: [string, string][] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
]

const states: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]

export const addressOptionLists: AddressOptions = {
  countries: countries.map(([codeKey, description], i) => ({
    codeKey,
    codeType: 'COUNTRY',
    description,
    sortOrder: i + 1,
  })),
  states: states.map(([codeKey, description], i) => ({
    codeKey,
    codeType: 'STATE',
    description,
    sortOrder: i + 1,
  })),
}

export const stateCodes = new Set(states.map(([code]) => code))
export const countryCodes = new Set(countries.map(([code]) => code))
