/**
 * Issue 26 (decisions 189, 190): the dashboard in Spanish, chosen by the browser or by the
 * footer's link, with JavaScript on and off: sign-in, home, benefits, claims, find care and an
 * error page, each with 0 axe violations in Spanish.
 */
import { expect, test } from '@playwright/test'
import { brandUrl, expectNoAxeViolations, login, PASSWORD } from './support'

/** A date `days` ago as a date input takes it ('YYYY-MM-DD'), in the machine's local time like the seed. */
function daysAgo(days: number) {
  const d = new Date()
  d.setDate(d.getDate() - days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test.describe('Spanish', () => {
  test.describe('a browser that prefers Spanish', () => {
    test.use({ locale: 'es-MX' })

    test('gets the login page in Spanish, signs in with it, and it has no axe violations', async ({
      page,
    }, testInfo) => {
      await page.goto(brandUrl(testInfo, 1, '/login'))
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
      await expect(page).toHaveTitle('Iniciar sesión')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Inicie sesión en su Portal para Miembros' }),
      ).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Ayuda con su cuenta' })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByLabel('Nombre de usuario').fill('avery')
      await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
      await expect(page).toHaveURL(/\/home$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
      await expect(page.getByRole('link', { name: 'English' })).toBeVisible()
      // The shell in Spanish: the menus' titles and names (the page itself is not translated yet).
      const primary = page.getByRole('navigation', { name: 'Principal' })
      await expect(primary.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page')
      await expect(primary.getByText('Beneficios', { exact: true })).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'Utilidades' }).getByRole('link', { name: 'Contáctenos' }),
      ).toBeVisible()
    })

    test('a validation message and the attempts message in Spanish, then riley signs in', async ({
      page,
    }, testInfo) => {
      await page.goto(brandUrl(testInfo, 1, '/login'))
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
      await expect(page.getByText('El campo Nombre de usuario es obligatorio')).toBeVisible()
      await expect(page.getByText('El campo Contraseña es obligatorio')).toBeVisible()
      const username = page.getByLabel('Nombre de usuario')
      const password = page.getByRole('textbox', { name: 'Contraseña', exact: true })
      await username.fill('riley')
      await password.fill('Wrong#2026x')
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(
        /^Nombre de usuario o contraseña no reconocidos\. Le quedan \d intento\(s\)\. Inténtelo de nuevo o seleccione Olvidé mi nombre de usuario u Olvidé mi contraseña\.$/,
      )
      await expect(username).toHaveValue('riley')
      await expectNoAxeViolations(page)
      // The right password resets riley's count (the sandbox's rule).
      await password.fill(PASSWORD)
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
      await expect(page).not.toHaveURL(/\/login/)
    })

    test('home in Spanish: the welcome, the tiles and the programs, with no axe violations', async ({
      page,
    }, testInfo) => {
      await login(page, testInfo, 'avery')
      await expect(page).toHaveURL(/\/home$/)
      await expect(page).toHaveTitle('Inicio')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Le damos la bienvenida, Avery' }),
      ).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Información del miembro' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Programas', exact: true })).toBeVisible()
      await expect(page.locator('main')).not.toContainText('Welcome')
      await expectNoAxeViolations(page)
    })

    test('medical benefits in Spanish: headings, the limits and the covered services, in dollars', async ({
      page,
    }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits/medical' })
      await expect(page.getByRole('heading', { level: 1, name: 'Beneficios médicos' })).toBeVisible()
      await expect(
        page.getByRole('heading', { name: 'Deducibles, máximos de gastos de bolsillo y límites' }),
      ).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Servicios cubiertos' })).toBeVisible()
      await expect(page.locator('main')).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/)
      await expect(page.locator('main')).not.toContainText('Remaining')
      await expectNoAxeViolations(page)
    })

    test('claims in Spanish: the totals, and a filter message in Spanish that keeps what was typed', async ({
      page,
    }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/claims' })
      await expect(page.getByRole('heading', { level: 1, name: 'Reclamaciones' })).toBeVisible()
      await expect(page.getByText('14 reclamaciones en total.')).toBeVisible()
      await page.getByLabel('Fecha de inicio').fill(daysAgo(100))
      await page.getByLabel('Fecha de fin').fill(daysAgo(200))
      await page.getByRole('button', { name: 'Aplicar filtros' }).click()
      await expect(page.getByText('La fecha de fin debe ser posterior a la fecha de inicio')).toBeVisible()
      await expect(page.getByLabel('Fecha de fin')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel('Fecha de inicio')).toHaveValue(daysAgo(100))
      await expectNoAxeViolations(page)
    })

    test('find care in Spanish: pat searches for primary care and reads the results in Spanish', async ({
      page,
    }, testInfo) => {
      await login(page, testInfo, 'pat', { open: '/find-care/primary-care/0/search' })
      await expect(page.getByRole('heading', { name: 'Buscar un proveedor', exact: true })).toBeVisible()
      await page.getByLabel('Código postal').fill('')
      await page.getByRole('button', { name: 'Buscar', exact: true }).click()
      await expect(page.getByText('El campo Código postal es obligatorio')).toBeVisible()
      await page.getByLabel('Código postal').fill('97214')
      await page.getByRole('button', { name: 'Buscar', exact: true }).click()
      await expect(page.getByTestId('results-summary')).toHaveText(
        '21 proveedores a menos de 10 millas del código postal 97214. Página 1 de 3.',
      )
      await expect(page.getByRole('link', { name: 'Elegir a Priya Raman, MD' })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('an error page in Spanish at the same address, with no axe violations', async ({
      page,
    }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits/no-such-page' })
      await expect(page).toHaveURL(/\/benefits\/no-such-page$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Lo sentimos, parece que no encontramos esa página.' }),
      ).toBeVisible()
      await expect(page.getByText('Código de error: 404 No encontrado')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Servicio al Cliente' })).toHaveAttribute(
        'href',
        '/contact-us',
      )
      await expectNoAxeViolations(page)
    })
  })

  test("the footer's 'Español' link switches the same page to Spanish and 'English' back", async ({
    page,
  }, testInfo) => {
    await page.goto(brandUrl(testInfo, 2, '/login?redirectTo=%2Fclaims'))
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }),
    ).toBeVisible()
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fclaims$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fclaims$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  })
})
