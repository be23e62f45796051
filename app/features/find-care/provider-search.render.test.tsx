/**
 * The provider search's results render cheaply (decision 120): a page of 10 providers used to
 * render 19 Mantine component roots per result (in jsdom) (Stack, Text and List for the facts, Box, Stack and Group
 * around each selection form) and derive each form's schema and HTML constraints again. The facts
 * and the layout are plain elements now; the fields stay the app's field components. What the
 * member gets is unchanged: labelled fields with their description, the same constraints.
 */
import { describe, expect, it } from 'vitest'
import type { Provider } from '@member-dashboard/contract'
import { mantineRoots, renderInApp, screen, within } from '../../../tests/render'
import type { FormResult } from '~/platform/forms/use-schema-form'
import { ProviderResults, UnplacedSelectionErrors } from './provider-search'

const provider = (n: number, accepting = true): Provider => ({
  name: `Doctor ${n}`,
  id: `P${1000 + n}`,
  groupName: 'Hawthorne Internal Medicine',
  title: 'MD',
  acceptingNewPatients: accepting,
  distance: 1.5,
  specialty: 'Internal Medicine',
  languages: ['English', 'Tamil'],
  locations: [
    {
      address: '3930 SE Hawthorne Blvd',
      city: 'Portland',
      state: 'OR',
      zipCode: '97214',
      phoneNumber: '503-555-0112',
    },
  ],
})

function renderResults() {
  const data = {
    results: {
      query: { zip: '97214', radius: 10, q: '' },
      data: Array.from({ length: 10 }, (_, i) => provider(i, i !== 0)),
      page: {
        last: true,
        first: true,
        empty: false,
        number: 0,
        numberOfElements: 10,
        size: 10,
        totalElements: 10,
        totalPages: 1,
      },
    },
    member: { suffix: 0, firstName: 'Pat', name: 'Pat Example' },
    selectDefaults: { effectiveDate: '01/01/2030', email: 'pat@example.com' },
    eligiblePeriods: ['from 01/01/2024'],
  }
  return renderInApp(() => <ProviderResults data={data as never} path="/search" lastResult={null} />, {
    at: '/search',
  })
}

describe('provider search results: the render budget (decision 120)', () => {
  it('renders at most 3 Mantine component roots per result with its selection form (were 19, then 8)', () => {
    renderResults()
    const results = screen.getAllByTestId('provider-result')
    expect(results).toHaveLength(10)
    const withForm = results.filter((r) => within(r).queryByTestId('select-provider'))
    expect(withForm).toHaveLength(9)
    // Two TextFields' roots and the Button; the card, heading and links are plain elements (decision 168).
    for (const result of withForm) expect(mantineRoots(result)).toBeLessThanOrEqual(3)
    expect(mantineRoots(results[0])).toBe(0)
  })

  it('keeps every form the member uses: labelled fields, description, constraints, submit', () => {
    renderResults()
    const form = screen.getByRole('form', { name: 'Select Doctor 1, MD for Pat' })
    // The shared date picker (decision 157): a native date input showing the day as YYYY-MM-DD.
    const date = within(form).getByLabelText(/effective date/i)
    expect(date).toHaveAttribute('type', 'date')
    expect(date).toHaveAttribute('required')
    expect(date).toHaveAccessibleDescription(/Pat is eligible from 01\/01\/2024/)
    expect(date).toHaveValue('2030-01-01')
    expect(within(form).getByRole('textbox', { name: /e-?mail/i })).toHaveAttribute('type', 'email')
    expect(within(form).getByRole('button', { name: 'Select Doctor 1, MD' })).toHaveAttribute(
      'type',
      'submit',
    )
    expect(form.querySelector('input[type="hidden"][name="providerId"]')).toHaveValue('P1001')
    const facts = screen.getAllByTestId('provider-result')[1]
    expect(within(facts).getByRole('list', { name: 'Locations' })).toHaveTextContent(
      '3930 SE Hawthorne Blvd, Portland, OR 97214 · Phone: 503-555-0112',
    )
    expect(within(facts).getByText('Accepting new patients')).toBeInTheDocument()
  })
})

describe('a refused selection no result can show', () => {
  const refused = (providerId?: string): FormResult => ({
    status: 'error',
    initialValue: providerId ? { providerId } : {},
    error: providerId
      ? { '': ['This provider is not accepting new patients'] }
      : {
          '': ['Choose a provider from the search results, then select them.'],
          providerId: ['Provider is required'],
        },
  })
  const results = { data: [provider(1)] }

  it('is said above the results when no provider was named (an empty POST, or no search on the page)', () => {
    renderInApp(() => <UnplacedSelectionErrors data={{ results: null } as never} lastResult={refused()} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a provider from the search results, then select them.',
    )
  })

  it("is said above the results when the provider named is not among them, and left to that provider's form when it is", () => {
    const { unmount } = renderInApp(() => (
      <UnplacedSelectionErrors data={{ results } as never} lastResult={refused('P9999')} />
    ))
    expect(screen.getByRole('alert')).toHaveTextContent('This provider is not accepting new patients')
    unmount()
    renderInApp(() => <UnplacedSelectionErrors data={{ results } as never} lastResult={refused('P1001')} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
