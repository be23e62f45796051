/**
 * The provider search's results render cheaply (decisions 120 and 174): a page of 10 providers used
 * to render 19 Mantine component roots per result (in jsdom) and, until decision 174, a selection
 * form under every result accepting new patients. Each now has a 'Choose' link, and the one form
 * shows under the result `choose` names (or a refused selection names). What the member gets in
 * that form is unchanged: labelled fields with their description, the same constraints.
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

function renderResults(at = '/search', lastResult: FormResult = null) {
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
  return renderInApp(() => <ProviderResults data={data as never} lastResult={lastResult} />, { at })
}

const forms = () => screen.queryAllByTestId('select-provider')

describe('provider search results: the render budget (decisions 120, 174)', () => {
  it('renders no Mantine component root and no form for a result until it is chosen', () => {
    renderResults()
    const results = screen.getAllByTestId('provider-result')
    expect(results).toHaveLength(10)
    expect(forms()).toHaveLength(0)
    for (const result of results) expect(mantineRoots(result)).toBe(0)
    // A link per result accepting new patients, none for Doctor 0 (not accepting).
    expect(screen.getAllByTestId('choose-provider')).toHaveLength(9)
    expect(within(results[0]).queryByRole('link', { name: /^Choose/ })).toBeNull()
  })

  it("each link is the same search with `choose`, at the result's form; paging keeps the query", () => {
    renderResults('/search?zip=97214&radius=10&q=&page=2')
    expect(screen.getByRole('link', { name: 'Choose Doctor 1, MD' })).toHaveAttribute(
      'href',
      '/search?zip=97214&radius=10&q=&page=2&choose=P1001#select-P1001',
    )
  })

  it('the chosen result shows the one form (at most 3 Mantine roots: two fields and the button)', () => {
    renderResults('/search?zip=97214&radius=10&q=&choose=P1003')
    expect(forms()).toHaveLength(1)
    const chosen = screen.getAllByTestId('provider-result')[3]
    expect(within(chosen).getByTestId('select-provider')).toBeInTheDocument()
    expect(within(chosen).queryByRole('link', { name: /^Choose/ })).toBeNull()
    expect(mantineRoots(chosen)).toBeLessThanOrEqual(3)
    expect(screen.getAllByTestId('choose-provider')).toHaveLength(8)
    expect(within(chosen).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/search?zip=97214&radius=10&q=#provider-P1003',
    )
  })

  it.each([
    ['an unknown provider', 'P9999'],
    ['a provider not accepting new patients', 'P1000'],
    ['an empty value', ''],
  ])('`choose` naming %s shows no form', (_, choose) => {
    renderResults(`/search?zip=97214&radius=10&q=&choose=${choose}`)
    expect(forms()).toHaveLength(0)
    expect(screen.getAllByTestId('choose-provider')).toHaveLength(9)
  })

  it('a refused selection shows its form, with its message, under the provider it names (over `choose`)', () => {
    renderResults('/search?zip=97214&radius=10&q=&choose=P1003', {
      status: 'error',
      initialValue: { providerId: 'P1005', effectiveDate: '01/01/2030', email: '' },
      error: { '': ['This provider is not accepting new patients'] },
    })
    expect(forms()).toHaveLength(1)
    const refused = screen.getAllByTestId('provider-result')[5]
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      'This provider is not accepting new patients',
    )
  })

  it('keeps every form the member uses: labelled fields, description, constraints, submit', () => {
    renderResults('/search?zip=97214&radius=10&q=&choose=P1001')
    const form = screen.getByRole('form', { name: 'Select Doctor 1, MD for Pat' })
    expect(form).toHaveAttribute('id', 'select-P1001')
    expect(form).toHaveAttribute('method', 'post')
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
    expect(within(facts).getByText('1.5 miles')).toBeInTheDocument()
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
