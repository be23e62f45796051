/**
 * The provider search page in the browser (decision 174): 'Choose' shows the one selection form
 * under that result and moves focus to it, Cancel hides it and moves focus back to the link, and
 * neither loads the results again (the route's `shouldRevalidate`); paging does.
 */
import { describe, expect, it } from 'vitest'
import type { Provider } from '@member-dashboard/contract'
import SearchPage, { shouldRevalidate } from '~/routes/_member.find-care.primary-care.$suffix.search'
import { renderRoute, screen, userEvent, waitFor, within } from '../../../tests/render'

const provider = (n: number, accepting = true): Provider => ({
  name: `Doctor ${n}`,
  id: `P${1000 + n}`,
  groupName: null,
  title: 'MD',
  acceptingNewPatients: accepting,
  distance: 1.5,
  specialty: 'Internal Medicine',
  languages: ['English'],
  locations: [],
})

const data = {
  member: { suffix: 0, firstName: 'Pat', name: 'Pat Example' },
  searchDefaults: { zip: '97214', radius: '10', q: '' },
  search: null,
  results: {
    query: { zip: '97214', radius: 10, q: '' },
    data: [provider(0, false), provider(1), provider(2)],
    page: {
      last: false,
      first: true,
      empty: false,
      number: 0,
      numberOfElements: 3,
      size: 10,
      totalElements: 13,
      totalPages: 2,
    },
  },
  selectDefaults: { effectiveDate: '01/01/2030', email: 'pat@example.com' },
  eligiblePeriods: ['since 01/01/2024'],
}

function renderSearch(at = '/find-care/primary-care/0/search?zip=97214&radius=10&q=') {
  const loads: string[] = []
  renderRoute(
    [
      {
        path: '/find-care/primary-care/:suffix/search',
        Component: SearchPage,
        shouldRevalidate,
        loader: ({ request }) => {
          loads.push(new URL(request.url).search)
          return data
        },
      },
    ],
    { at },
  )
  return loads
}

const result = (name: string) =>
  screen.getAllByTestId('provider-result').find((r) => within(r).queryByRole('heading', { name }))!

describe('provider search: choosing a provider in the browser (decision 174)', () => {
  it('shows one form under the chosen result, focused, without loading the results again', async () => {
    const user = userEvent.setup()
    const loads = renderSearch()
    await user.click(await screen.findByRole('link', { name: 'Choose Doctor 1, MD' }))
    const form = await screen.findByRole('form', { name: 'Select Doctor 1, MD for Pat' })
    expect(within(result('Doctor 1, MD')).getByTestId('select-provider')).toBe(form)
    expect(screen.getAllByTestId('select-provider')).toHaveLength(1)
    await waitFor(() => expect(form).toHaveFocus())
    // Another result: its form replaces the first.
    await user.click(screen.getByRole('link', { name: 'Choose Doctor 2, MD' }))
    const second = await screen.findByRole('form', { name: 'Select Doctor 2, MD for Pat' })
    expect(screen.getAllByTestId('select-provider')).toHaveLength(1)
    await waitFor(() => expect(second).toHaveFocus())
    expect(loads).toEqual(['?zip=97214&radius=10&q='])
  })

  it('Cancel hides the form and returns focus to its link, without loading the results again', async () => {
    const user = userEvent.setup()
    const loads = renderSearch('/find-care/primary-care/0/search?zip=97214&radius=10&q=&choose=P1002')
    const form = await screen.findByRole('form', { name: 'Select Doctor 2, MD for Pat' })
    // The page's first load leaves the focus where the browser puts it (its own fragment handling).
    expect(form).not.toHaveFocus()
    await user.click(within(form).getByRole('link', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByTestId('select-provider')).toBeNull())
    await waitFor(() => expect(screen.getByRole('link', { name: 'Choose Doctor 2, MD' })).toHaveFocus())
    expect(loads).toHaveLength(1)
  })

  it('paging loads the next page of results (and drops the choice)', async () => {
    const user = userEvent.setup()
    const loads = renderSearch('/find-care/primary-care/0/search?zip=97214&radius=10&q=&choose=P1001')
    await screen.findByRole('form', { name: 'Select Doctor 1, MD for Pat' })
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(loads).toHaveLength(2))
    expect(loads[1]).toBe('?zip=97214&radius=10&q=&page=2')
  })
})
