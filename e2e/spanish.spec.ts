/**
 * Issue 26 (decision 189): the dashboard in Spanish, chosen by the browser or by the footer's
 * link, with JavaScript on and off. (First part: the login page and the switch; the other pages
 * follow as their texts reach the catalogues.)
 */
import { expect, test } from '@playwright/test'
import { brandUrl, expectNoAxeViolations, login, PASSWORD } from './support'

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
      await page.getByRole('button', { name: 'Iniciar sesión' }).click()
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
      await page.getByRole('button', { name: 'Iniciar sesión' }).click()
      await expect(page.getByText('El campo Nombre de usuario es obligatorio')).toBeVisible()
      await expect(page.getByText('El campo Contraseña es obligatorio')).toBeVisible()
      const username = page.getByLabel('Nombre de usuario')
      const password = page.getByRole('textbox', { name: 'Contraseña', exact: true })
      await username.fill('riley')
      await password.fill('Wrong#2026x')
      await page.getByRole('button', { name: 'Iniciar sesión' }).click()
      await expect(page.getByRole('alert')).toContainText(
        /^Nombre de usuario o contraseña no reconocidos\. Le quedan \d intento\(s\)\. Inténtelo de nuevo o seleccione Olvidé mi nombre de usuario u Olvidé mi contraseña\.$/,
      )
      await expect(username).toHaveValue('riley')
      await expectNoAxeViolations(page)
      // The right password resets riley's count (the sandbox's rule).
      await password.fill(PASSWORD)
      await page.getByRole('button', { name: 'Iniciar sesión' }).click()
      await expect(page).not.toHaveURL(/\/login/)
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
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fclaims$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  })
})
