/** Find care, read only: landing, primary care, provider search and paging, find a dentist, resources. */
import { expect, test, type Page } from '@playwright/test'
import { loginAs } from './shell-helpers'
import { brandUrl, expectNoAxeViolations, hydrated, login, PAGE_WITHOUT_FORM } from './support'

/** The headings (names) of the results on the current search page. */
const resultNames = (page: Page) => page.getByTestId('provider-result').getByRole('heading', { level: 3 })

test.describe('find care', () => {
  test(
    'pat: the landing page lists primary care, dentist, resources, Passport Dental and the estimator',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'pat', { open: '/find-care' })
      await expect(page.getByRole('heading', { level: 1, name: 'Find care' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2 })).toHaveText([
        'Primary care',
        'Find a dentist',
        'Care resources',
        'Care reminders',
        'Passport Dental',
        'Dental cost estimator',
      ])
      await expect(page.getByRole('link', { name: 'Go to primary care' })).toHaveAttribute(
        'href',
        '/find-care/primary-care',
      )
      await expect(page.getByRole('link', { name: 'Go to passport dental' })).toHaveAttribute(
        'href',
        '/passport-dental',
      )
      await expectNoAxeViolations(page)
    },
  )

  test('pat searches near 97214, pages the results; a provider not accepting new patients cannot be chosen', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    await login(page, testInfo, 'pat', { open: '/find-care/primary-care' })
    const pat = page.getByTestId('primary-care-0')
    await expect(pat).toContainText('No primary care provider selected.')
    await pat.getByRole('link', { name: 'Select primary care for Pat' }).click()
    await expect(page).toHaveURL(/\/find-care\/primary-care\/0\/search$/)
    await expect(page.getByTestId('provider-result')).toHaveCount(0)
    await expect(page.getByLabel('Zip code')).toHaveValue('97214')
    await expect(page.getByLabel('Distance')).toHaveValue('10')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?zip=97214&radius=10&q=$/)
    const summary = page.getByTestId('results-summary')
    await expect(summary).toHaveText('21 providers within 10 miles of 97214. Page 1 of 3.')
    await expect(page.getByTestId('provider-result')).toHaveCount(10)
    await expect(resultNames(page).nth(0)).toHaveText('Daniel Okafor, DO')
    await expect(resultNames(page).nth(1)).toHaveText('Priya Raman, MD')
    const okafor = page.getByTestId('provider-result').filter({ hasText: 'Daniel Okafor' })
    await expect(okafor).toContainText('Not accepting new patients')
    await expect(okafor.getByRole('link', { name: /^Choose/ })).toHaveCount(0)
    const raman = page.getByTestId('provider-result').filter({ hasText: 'Priya Raman' })
    await expect(raman).toContainText('Accepting new patients')
    await expect(raman).toContainText('Hawthorne Internal Medicine')
    await expect(raman).toContainText('Languages: English, Tamil')
    await expect(raman).toContainText('Distance: 0.0 miles')
    await expect(raman.getByRole('link', { name: 'Choose Priya Raman, MD' })).toBeVisible()
    // No selection form until the member chooses a provider (decision 174).
    await expect(page.getByTestId('select-provider')).toHaveCount(0)
    await expectNoAxeViolations(page)

    const pages = page.getByRole('navigation', { name: 'Result pages' })
    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2$/)
    await expect(summary).toHaveText('21 providers within 10 miles of 97214. Page 2 of 3.')
    await expect(resultNames(page).filter({ hasText: 'Mei Lin, MD' })).toHaveCount(1)
    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(page.getByTestId('provider-result')).toHaveCount(1)
    await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0)
    await pages.getByRole('link', { name: 'Previous page' }).click()
    await expect(summary).toContainText('Page 2 of 3.')
  })

  test('pat chooses a provider with the keyboard: one form opens there, in view and next in tab order; Cancel closes it', async ({
    page,
  }, testInfo) => {
    test.slow()
    const jsOn = testInfo.project.use.javaScriptEnabled !== false
    await login(page, testInfo, 'pat', {
      open: '/find-care/primary-care/0/search?zip=97214&radius=10&q=&page=2',
    })
    const meiLin = page.getByTestId('provider-result').filter({ hasText: 'Mei Lin' })
    const choose = meiLin.getByRole('link', { name: 'Choose Mei Lin, MD' })
    if (jsOn) await hydrated(page)
    await choose.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?zip=97214&radius=10&q=&page=2&choose=(\w+)#select-\1$/)
    const form = page.getByRole('form', { name: 'Select Mei Lin, MD for Pat' })
    await expect(form).toBeVisible()
    await expect(page.getByTestId('select-provider')).toHaveCount(1)
    await expect(meiLin.getByTestId('select-provider')).toHaveCount(1)
    // With JavaScript the form takes the focus; without, the fragment moves the tabbing position
    // there, once the browser has scrolled to it (after the page has loaded).
    if (jsOn) await expect(form).toBeFocused()
    else await page.waitForLoadState('load')
    await expect(form).toBeInViewport()
    // Scrolled to clear of the sticky header.
    const header = await page.getByRole('banner').boundingBox()
    const formBox = await form.boundingBox()
    expect(formBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    await page.keyboard.press('Tab')
    await expect(meiLin.getByLabel('Effective date')).toBeFocused()
    await expectNoAxeViolations(page)

    await form.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\?zip=97214&radius=10&q=&page=2#provider-\w+$/)
    await expect(page.getByTestId('select-provider')).toHaveCount(0)
    if (jsOn) await expect(choose).toBeFocused()
    else await expect(choose).toBeVisible()
  })

  test('pat narrows the search by specialty; a bad zip is answered on the form', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'pat', { open: '/find-care/primary-care/0/search' })
    await page.getByLabel('Name or specialty').fill('pediatrics')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/q=pediatrics$/)
    await expect(resultNames(page)).toHaveText(['Hannah Fischer, MD', 'Emily Sorensen, MD', 'Hoang Tran, MD'])
    await page.getByLabel('Zip code').fill('972')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('Invalid zip code')).toBeVisible()
    await expect(page.getByLabel('Zip code')).toHaveAttribute('aria-invalid', 'true')
  })

  test(
    "avery sees her family's primary care; Cameron's provider details",
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      // Two pages, each with axe at two widths: past 30 s on a loaded machine (the pages were right).
      test.slow()
      await login(page, testInfo, 'avery', { open: '/find-care/primary-care' })
      await expect(page.getByRole('heading', { level: 2 })).toHaveText([
        'Avery Thompson',
        'Blake Thompson',
        'Cameron Thompson',
        'Dana Thompson',
      ])
      const cameron = page.getByTestId('primary-care-2')
      await expect(cameron.getByTestId('provider-name')).toHaveText('Emily Sorensen, MD')
      await expect(cameron.getByRole('link', { name: 'Change primary care for Cameron' })).toBeVisible()
      await expect(page.getByTestId('primary-care-0').getByTestId('provider-name')).toHaveText(
        'Priya Raman, MD',
      )
      await expect(page.getByTestId('primary-care-0')).toContainText('Selection history')
      await expectNoAxeViolations(page)
      await cameron.getByRole('link', { name: "Cameron's primary care details" }).click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'Primary care for Cameron Thompson' }),
      ).toBeVisible()
      await expect(page.getByTestId('primary-care-2')).toContainText('Pediatrics')
      await expectNoAxeViolations(page)
    },
  )

  test(
    'cameron may not open his parent’s primary care (403)',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'cameron', { open: '/find-care/primary-care/0' })
      await expect(page.getByText("Sorry, it looks like you don't have access to this page.")).toBeVisible()
      await expect(page).toHaveURL(/\/find-care\/primary-care\/0$/)
      await page.goto(brandUrl(testInfo, 1, '/find-care/primary-care'))
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Cameron Thompson'])
    },
  )

  test(
    'avery: find a dentist (new tab hint), Passport Dental and back',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/find-care/find-a-dentist' })
      const directory = page.getByRole('link', { name: 'Find a Dentist (opens in a new tab)' })
      await expect(directory).toHaveAttribute('target', '_blank')
      await expect(page.getByText('Riverbend Dental PPO')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Estimate your dental costs' })).toHaveAttribute(
        'href',
        /^https:\/\//,
      )
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: 'Dental care abroad with Passport Dental' }).click()
      await expect(page).toHaveURL(/\/passport-dental$/)
      await page.getByRole('link', { name: 'Back to find a dentist' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Find a dentist' })).toBeVisible()
    },
  )

  test('pat: care resources with phones and links', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'pat', { open: '/find-care/resources' })
    await expect(page.getByRole('heading', { level: 1, name: 'Care resources' })).toBeVisible()
    const nurse = page.getByTestId('resource-95')
    await expect(nurse.getByRole('link', { name: '1-866-555-0195' })).toHaveAttribute(
      'href',
      'tel:18665550195',
    )
    await expect(
      page.getByTestId('resource-96').getByRole('link', { name: 'Open Urgent Care Finder' }),
    ).toHaveAttribute('href', 'https://urgentcare.riverbendhealth.example')
    await expect(page.getByTestId('resource-52')).toContainText('1-866-555-0152')
    await expectNoAxeViolations(page)
  })

  test("harper's Find care is find-a-dentist only", async ({ page }, testInfo) => {
    // Through login-as (staff.any), which skips the policy check: harper's unsigned policy stays for its own test.
    await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
    const nav = page.getByRole('navigation', { name: 'Primary' })
    const findCare = nav.locator('details', { has: page.locator('summary', { hasText: 'Find care' }) })
    if ((await findCare.getAttribute('open')) === null) await findCare.locator('summary').first().click()
    await expect(findCare.getByRole('link')).toHaveText(['Find a dentist'])
    await page.goto(brandUrl(testInfo, 5, '/find-care'))
    await expect(page).toHaveURL(/\/find-care\/find-a-dentist$/)
    await expect(page.getByRole('link', { name: 'Find a Dentist (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.partnerdental.example/find-a-dentist',
    )
    await expect(page.getByText('Partner Dental PPO')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto(brandUrl(testInfo, 5, '/find-care/primary-care'))
    await expect(page.getByText("Sorry, it looks like we can't find that page.")).toBeVisible()
  })
})
