/**
 * The claims list renders cheaply (decision 120): each claim card used to render 13 Mantine
 * components (a SimpleGrid with a per-card <style> block for its responsive columns, a Box and two
 * Texts per amount, a Group, Texts) and now renders plain elements styled by claims.css around
 * the Paper, Title, Anchor and Badge; since decision 168 the Paper, Title and Anchor are the app's
 * plain layout primitives too, and only the Badge is Mantine. What the member reads is unchanged:
 * the amounts as a description list, the card's texts.
 */
import { describe, expect, it } from 'vitest'
import type { ClaimPage, ClaimSummary } from '@member-dashboard/contract'
import { mantineRoots, renderInApp, screen, within } from '../../../tests/render'
import { ClaimsResults } from './claims-list'
import { claimListPage } from './claims'

const claim = (n: number): ClaimSummary => ({
  claimNumber: `C-${1000 + n}`,
  memberKey: 'K1',
  memberSuffix: 0,
  patientName: 'Avery Example',
  category: 'medical',
  providerName: `Clinic ${n}`,
  networkStatus: 'IN_NETWORK',
  serviceStartDate: '2026-01-05',
  serviceEndDate: '2026-01-05',
  receivedDate: '2026-01-06',
  processedDate: '2026-01-10',
  status: n === 1 ? 'DENIED' : 'PAID',
  billedAmount: 120,
  allowedAmount: 100,
  planPaid: n === 2 ? null : 80,
  memberResponsibility: 20,
  memberCost: null,
  denialReason: n === 1 ? 'Not covered' : null,
  eobId: null,
})

function renderClaims() {
  const claims = {
    last: true,
    first: true,
    empty: false,
    number: 0,
    numberOfElements: 10,
    size: 10,
    totalElements: 10,
    totalPages: 1,
    content: Array.from({ length: 10 }, (_, i) => claim(i)),
    totals: { claimCount: 10, billedAmount: 1200, planPaid: 720, memberResponsibility: 200, pendingCount: 0 },
  } as unknown as ClaimPage
  return renderInApp(
    () => <ClaimsResults claims={claimListPage(claims)} failure={null} filtered={false} page={1} />,
    {
      at: '/claims',
    },
  )
}

describe('claims list: the render budget (decision 120)', () => {
  it('renders at most 1 Mantine component root per claim card (the status Badge) and no per-card <style> block', () => {
    renderClaims()
    const cards = screen.getAllByTestId('claim-card')
    expect(cards).toHaveLength(10)
    for (const card of cards) {
      expect(mantineRoots(card)).toBeLessThanOrEqual(1)
      expect(card.querySelector('style')).toBeNull()
    }
  })

  it('keeps what the member reads: amounts as term and value, the card texts', () => {
    renderClaims()
    const card = screen.getAllByTestId('claim-card')[2]
    const terms = Array.from(card.querySelectorAll('dt')).map((dt) => dt.textContent)
    const values = Array.from(card.querySelectorAll('dd')).map((dd) => dd.textContent)
    expect(terms).toEqual(['Billed', 'Plan paid', 'You owe'])
    expect(values).toEqual(['$120.00', 'Not yet known', '$20.00'])
    expect(card).toHaveTextContent('Medical · Avery Example · Date of service 01/05/2026 · Claim C-1002')
    expect(within(screen.getAllByTestId('claim-card')[1]).getByText('Not covered')).toBeInTheDocument()
  })
})
