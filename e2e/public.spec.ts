import { expect, test } from '@playwright/test'
import { brandUrl, expectNoAxeViolations, login, PAGE_WITHOUT_FORM } from './support'

test.describe('public pages: contact us, Passport Dental, recovery', () => {
  test(
    'contact us (signed out): blocks, hours, TTY, holidays, paperless text',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await page.goto(brandUrl(testInfo, 1, '/contact-us'))
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
      await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible()
      await expect(page.getByText('Hours: Monday-Friday 7:30 a.m. to 5:30 p.m. PT').first()).toBeVisible()
      await expect(page.getByText('TTY users call 711')).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'Holiday calendar' }).getByRole('row').nth(1),
      ).toBeVisible()
      await expect(page.getByText(/650 pounds of paper/)).toBeVisible()
      await expectNoAxeViolations(page)
    },
  )

  test('contact us on the Medicare-type brand, signed in', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'mia', { domain: 2, open: '/contact-us' })
    await expect(page.getByRole('heading', { name: 'Medicare customer service' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test(
    'Passport Dental: back link, phone, claim steps, the standard find-a-dentist link',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/passport-dental' })
      await expect(page.getByRole('heading', { level: 1, name: 'Passport Dental' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to find a dentist' })).toHaveAttribute(
        'href',
        '/find-care/find-a-dentist',
      )
      // The phone of program 27 from the programs call (decision 152), not the brand's fallback.
      await expect(page.getByRole('link', { name: '1-855-555-0127' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'How to submit a claim abroad' })).toBeVisible()
      const find = page.getByRole('link', { name: /Find an in-network dentist/ })
      await expect(find).not.toHaveAttribute('href', /medicare/)
      await expectNoAxeViolations(page)
    },
  )

  test(
    'Passport Dental: the Medicare variant for parent group 100000075 (mia)',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'mia', { domain: 2, open: '/passport-dental' })
      await expect(page.getByRole('link', { name: /Find an in-network dentist/ })).toHaveAttribute(
        'href',
        /medicare/,
      )
      await expectNoAxeViolations(page)
    },
  )

  for (const kind of ['username', 'password'] as const) {
    test(`forgot ${kind} answers the same for a known and an unknown member`, async ({ page }, testInfo) => {
      const label = kind === 'username' ? 'Email address' : 'Username'
      const known = kind === 'username' ? 'avery.thompson@example.com' : 'avery'
      const unknown = kind === 'username' ? 'nobody.here@example.com' : 'nobodyhere42'
      const answers: string[] = []
      for (const value of [known, unknown]) {
        await page.goto(brandUrl(testInfo, 1, `/recovery/${kind}`))
        await page.getByLabel(label).fill(value)
        await page.getByRole('button', { name: 'Send' }).click()
        const status = page.getByRole('status').filter({ hasText: 'If an account matches' })
        await expect(status).toBeVisible()
        answers.push((await status.textContent()) ?? '')
        await expect(page.getByLabel(label)).toHaveValue(value)
      }
      expect(answers[0]).toBe(answers[1])
      await expectNoAxeViolations(page)
    })
  }

  test('forgot username rejects a bad e-mail with the message pattern and keeps it', async ({
    page,
  }, testInfo) => {
    await page.goto(brandUrl(testInfo, 1, '/recovery/username'))
    await page.getByLabel('Email address').fill('nope')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Email address is a required field')).toBeVisible()
    await expect(page.getByLabel('Email address')).toHaveValue('nope')
  })
})
