/**
 * Gateway answers for the claims tests: a claim of Avery's (paid, with its EOB) and a page of
 * claims with its totals. Dates are days before today.
 */
import dayjs from 'dayjs'

export const day = (daysAgo: number) => dayjs().subtract(daysAgo, 'day').format('YYYY-MM-DD')

export const claim = (claimNumber: string, over: Record<string, unknown> = {}) => ({
  claimNumber,
  memberKey: 'M-AVERY',
  memberSuffix: 0,
  patientName: 'Avery Thompson',
  category: 'medical',
  providerName: 'Rose City Imaging',
  networkStatus: 'IN_NETWORK',
  serviceStartDate: day(100),
  serviceEndDate: day(100),
  receivedDate: day(96),
  processedDate: day(81),
  status: 'PAID',
  billedAmount: 1850,
  allowedAmount: 1660,
  planPaid: 1040,
  memberResponsibility: 620,
  memberCost: { deductible: 620, copay: 0, coinsurance: 0, notCovered: 0 },
  denialReason: null,
  eobId: `EOB${claimNumber.slice(2)}`,
  ...over,
})
export const claimPage = (content: unknown[], over: Record<string, unknown> = {}) => ({
  content,
  totals: {
    claimCount: content.length,
    billedAmount: 1850,
    planPaid: 1040,
    memberResponsibility: 620,
    pendingCount: 0,
  },
  first: true,
  last: true,
  empty: content.length === 0,
  number: 0,
  numberOfElements: content.length,
  size: 10,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  ...over,
})
