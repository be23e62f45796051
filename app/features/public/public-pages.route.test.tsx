/** Contact us and Passport Dental in Spanish (issue 26): the dashboard's texts; brands and numbers as they are. */
import { describe, expect, it } from 'vitest'
import ContactUs from '~/routes/contact-us'
import PassportDentalPage from '~/routes/_member.passport-dental'
import { renderRoute, screen, within } from '../../../tests/render'

const es = { domainId: 1, signedIn: false, language: 'es' } as const

describe('/contact-us in Spanish', () => {
  it('the title, the way back to login and the paperless note', async () => {
    renderRoute(
      [
        {
          path: '/contact-us',
          Component: ContactUs,
          loader: () => ({ lines: [], holidays: [{ date: '2026-07-04', name: 'Independence Day' }] }),
        },
      ],
      { at: '/contact-us', rootData: es },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute('href', '/login')
    const paperless = screen.getByRole('region', { name: 'Deje de usar papel' })
    expect(paperless).toHaveTextContent('El estadounidense promedio usa 650 libras de papel al año.')
  })
})

describe('/passport-dental in Spanish', () => {
  it('the sections in Spanish; the program name, its description and the phone as they are', async () => {
    renderRoute(
      [
        {
          path: '/passport-dental',
          Component: PassportDentalPage,
          loader: () => ({
            phone: '1-800-555-0127',
            findUrl: 'https://www.passportdental.example.com/find-a-dentist',
            description: 'Dental coverage abroad.',
          }),
        },
      ],
      { at: '/passport-dental', rootData: { ...es, signedIn: true } },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Passport Dental' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda de dentistas' })).toHaveAttribute(
      'href',
      '/find-care/find-a-dentist',
    )
    expect(screen.getByTestId('passport-program-description')).toHaveTextContent('Dental coverage abroad.')
    const find = screen.getByRole('region', { name: 'Buscar un dentista en el extranjero' })
    expect(find).toHaveTextContent(
      'Llame al 1-800-555-0127 para obtener ayuda para encontrar un dentista fuera de los Estados Unidos.',
    )
    expect(
      within(find).getByRole('link', { name: 'Buscar un dentista de la red (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('target', '_blank')
    const claim = screen.getByRole('region', { name: 'Cómo presentar una reclamación en el extranjero' })
    expect(within(claim).getAllByRole('listitem')).toHaveLength(4)
    expect(within(claim).getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/contact-us')
  })
})
