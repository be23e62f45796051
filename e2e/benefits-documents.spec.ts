import { readFile } from 'node:fs/promises'
import { inflateSync } from 'node:zlib'
import { expect, test, type Download, type Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { loginAs } from './shell-helpers'
import {
  brandUrl,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  login,
  PAGE_WITHOUT_FORM,
} from './support'

/** Issue #10: programs, referrals, Medicare materials, handbooks, certificate of coverage, prior authorization. */

const year = new Date().getFullYear()
const LONG = 'Chronic Condition Support: Diabetes, Heart Health and Blood Pressure Coaching'
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const main = (page: Page) => page.locator('main')

/** Zero axe violations at 390 and 1280 px, and no sideways scrolling on a phone. */
async function checkPage(page: Page) {
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 900 })
  await expectNoHorizontalScroll(page)
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The text a pdf-lib PDF draws: content streams inflated, hex strings decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1')
  const texts: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1]
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1')
    } catch {
      // not compressed
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(hex[1], 'hex').toString('latin1'))
  }
  return texts.join('\n')
}

async function downloaded(download: Download) {
  return readFile((await download.path())!)
}

/** The member names on the referral cards of the page shown. */
const referralMembers = (page: Page) =>
  page.getByTestId('referral').locator('dt:text-is("Member") + dd').allInnerTexts()

test.describe('benefits documents', () => {
  // Axe at two widths (twice a page without JavaScript) on pages that load a dozen gateway calls,
  // on a machine shared with other runs.
  test.describe.configure({ timeout: 180_000 })

  test('avery opens View all programs from the home page', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery')
    await page.getByTestId('programs-section').getByRole('link', { name: 'View all programs' }).click()
    await expect(page).toHaveURL(/\/benefits\/programs$/)
    await expect(h1(page)).toHaveText('Programs')
    const featured = page.getByTestId('featured-programs').getByTestId('program-card')
    // At most 5 (the featured list), high priority, in display order; the full name, not the tile cut.
    await expect(featured.getByRole('heading')).toHaveText([
      'Digital Claims Submission',
      'Find a Dentist',
      'Dental Cost Estimator',
      LONG,
      'Passport Dental',
    ])
    const categories = page.getByTestId('program-category').getByRole('heading', { level: 2 })
    await expect(categories).toHaveText(['Medical', 'Dental', 'Pharmacy', 'Wellness'])
    await expect(main(page).getByText('Weight Management Coaching')).toHaveCount(0)
    await expect(
      page.getByRole('navigation', { name: 'Benefits' }).getByRole('link', { name: 'Programs' }),
    ).toHaveAttribute('aria-current', 'page')
    await checkPage(page)
  })

  test(
    'avery opens a program’s details from the list; special and unknown ids',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits/programs' })
      const featured = page.getByTestId('featured-programs').getByTestId('program-card')
      await featured.getByRole('link', { name: 'Passport Dental' }).click()
      await expect(page).toHaveURL(/\/benefits\/programs\/27$/)
      await expect(h1(page)).toHaveText('Passport Dental')
      await expect(main(page)).toContainText('Get dental care while travelling outside the United States')
      await expect(main(page).getByRole('link', { name: '1-855-555-0127' })).toHaveAttribute(
        'href',
        'tel:18555550127',
      )
      await expect(page.getByTestId('program-action')).toHaveAttribute('href', '/passport-dental')
      const related = page.getByRole('region', { name: 'Related resources' })
      await expect(related.getByRole('link')).toHaveText(['Find a Dentist'])
      await checkPage(page)

      // Digital claims (93): its outside site in a new tab, said on screen.
      await page.goto(brandUrl(testInfo, 1, '/benefits/programs/93'))
      const action = page.getByTestId('program-action')
      await expect(action).toHaveAttribute('target', '_blank')
      await expect(action).toHaveText('Go to the Digital Claims Submission website (opens in a new tab)')
      await checkPage(page)
      // The pharmacy benefit manager (37) leads to /navitus.
      await page.goto(brandUrl(testInfo, 1, '/benefits/programs/37'))
      await expect(page.getByTestId('program-action')).toHaveAttribute('href', '/navitus')

      // A program id that does not exist, or one she is not eligible for: the 404 page.
      for (const id of ['4242', '70']) {
        const response = await page.goto(brandUrl(testInfo, 1, `/benefits/programs/${id}`))
        expect(response?.status()).toBe(404)
        await expect(page.getByText('Error code: 404 Not found')).toBeVisible()
      }
    },
  )

  test('avery pages through her 12 referrals and filters them by member and status', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery', { open: '/benefits/referrals' })
    await expect(h1(page)).toHaveText('Referrals')
    await expect(page.getByTestId('referral-count')).toHaveText('Showing 1–10 of 12 referrals')
    await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 2')
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveCount(0)
    const first = await referralMembers(page)
    const card = page.getByTestId('referral').first()
    for (const label of ['Referral ID', 'Member', 'Status', 'Valid', 'Visits allowed', 'Visits used'])
      await expect(card.locator('dt', { hasText: label })).toHaveCount(1)
    await checkPage(page)

    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(page.getByTestId('referral-count')).toHaveText('Showing 11–12 of 12 referrals')
    await expect(page.getByTestId('page-of')).toHaveText('Page 2 of 2')
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0)
    const all = [...first, ...(await referralMembers(page))]
    expect(all.filter((n) => n === 'Avery Thompson')).toHaveLength(10)
    expect(all.filter((n) => n === 'Cameron Thompson')).toHaveLength(2)
    await page.getByRole('link', { name: 'Previous page' }).click()
    await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 2')

    // Filter by family member (a GET form: the filter lives in the address).
    await page.getByLabel('Family member').selectOption({ label: 'Cameron Thompson' })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/memberKey=/)
    await expect(page.getByTestId('referral-count')).toHaveText('Showing 1–2 of 2 referrals')
    expect(await referralMembers(page)).toEqual(['Cameron Thompson', 'Cameron Thompson'])
    await expect(page.getByTestId('page-of')).toHaveCount(0)

    // Then by status, for everyone.
    await page.getByLabel('Family member').selectOption({ label: 'All family members' })
    await page.getByLabel('Status').selectOption({ label: 'Approved' })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/statusCode=A/)
    await expect(page.getByTestId('referral-count')).toHaveText(/^Showing 1–\d+ of \d+ referrals?$/)
    // Polled: with JavaScript on, the address changes a moment before the new list is rendered.
    const statuses = page.getByTestId('referral').locator('dt:text-is("Status") + dd')
    await expect.poll(async () => [...new Set(await statuses.allInnerTexts())]).toEqual(['Approved'])
    await expect(page.getByLabel('Status')).toHaveValue('A')

    // A combination with no referral says so plainly; Clear filters starts over.
    await page.getByLabel('Family member').selectOption({ label: 'Cameron Thompson' })
    await page.getByLabel('Status').selectOption({ label: 'Pending review' })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByTestId('referral-count')).toHaveText('No referrals match these filters.')
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page.getByTestId('referral-count')).toHaveText('Showing 1–10 of 12 referrals')
    await expect(page.getByLabel('Status')).toHaveValue('')
  })

  test('mia sees her 3 Medicare materials', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'mia', { domain: 2, open: '/benefits/medicare-materials' })
    await expect(h1(page)).toHaveText('Medicare Materials')
    const materials = page.getByTestId('medicare-material')
    await expect(materials.getByRole('heading')).toHaveText([
      `Annual Notice of Changes ${year + 1}`,
      `Evidence of Coverage ${year + 1}`,
      `Summary of Benefits ${year + 1}`,
    ])
    const link = materials.first().getByRole('link')
    await expect(link).toHaveText(`Download Annual Notice of Changes ${year + 1} (PDF) (opens in a new tab)`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', /annual-notice-of-changes\.pdf$/)
    await checkPage(page)
  })

  test(
    'noah opens Medicare materials and sees the empty state, not an error',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'noah', { domain: 2 })
      const response = await page.goto(brandUrl(testInfo, 2, '/benefits/medicare-materials'))
      expect(response?.status()).toBe(200)
      await expect(h1(page)).toHaveText('Medicare Materials')
      await expect(page.getByTestId('medicare-materials-empty')).toContainText(
        'There are no Medicare materials',
      )
      await expect(page.getByText(/Error code/)).toHaveCount(0)
      await checkPage(page)
    },
  )

  test(
    'rowan downloads the outline of coverage from Handbooks, and a handbook',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      // The outline of coverage lives on the plan's public document host (an outside site the sandbox
      // names but does not run): stand in for that host with a PDF.
      await page.context().route('https://documents.riverbendhealth.example/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/pdf',
          headers: { 'content-disposition': 'attachment; filename="outline-of-coverage.pdf"' },
          body: Buffer.from('%PDF-1.4\n% outline of coverage\n%%EOF\n'),
        }),
      )
      await login(page, testInfo, 'rowan', { open: '/benefits/handbooks' })
      await expect(h1(page)).toHaveText('Member Handbooks')
      const ooc = page.getByRole('link', { name: /^Open Outline of Coverage/ })
      await expect(ooc).toHaveText('Open Outline of Coverage (PDF) (opens in a new tab)')
      await expect(ooc).toHaveAttribute(
        'href',
        `https://documents.riverbendhealth.example/individual/${year}/outline-of-coverage.pdf`,
      )
      await checkPage(page)

      // The link opens a new tab; Chromium reports the download on the page that opened it.
      const [oocDownload] = await Promise.all([page.waitForEvent('download'), ooc.click()])
      expect(oocDownload.suggestedFilename()).toBe('outline-of-coverage.pdf')
      expect((await downloaded(oocDownload)).subarray(0, 5).toString('latin1')).toBe('%PDF-')

      // A handbook comes from the gateway through the dashboard: a real PDF.
      const [handbook] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /^Download Individual Plan Member Handbook/ }).click(),
      ])
      expect(handbook.suggestedFilename()).toMatch(/^HB-\d+-1\.pdf$/)
      const bytes = await downloaded(handbook)
      expect(pdfText(bytes)).toContain('Individual and Family Plans - Oregon')
    },
  )

  test(
    'avery downloads her certificate of coverage (a real PDF naming her and the plan year)',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits/certificate-of-coverage' })
      await expect(h1(page)).toHaveText('Certificate of coverage')
      await expect(main(page)).toContainText('Avery Thompson')
      await expect(page.getByRole('table', { name: `Coverage in the ${year} plan year` })).toContainText(
        'Riverbend PPO',
      )
      await checkPage(page)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download certificate of coverage (PDF)' }).click(),
      ])
      expect(download.suggestedFilename()).toBe(`certificate-of-coverage-${year}.pdf`)
      const bytes = await downloaded(download)
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const pdf = await PDFDocument.load(bytes)
      expect(pdf.getTitle()).toBe(`Certificate of Coverage ${year} - Avery Thompson`)
      const text = pdfText(bytes)
      expect(text).toContain(`Certificate of Coverage ${year}`)
      expect(text).toContain('Avery Thompson')
    },
  )

  test(
    'taylor (termed) has no certificate: the page says so',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'taylor', { open: '/benefits/certificate-of-coverage' })
      await expect(page.getByTestId('certificate-empty')).toBeVisible()
      await checkPage(page)
      // The download itself fails with the gateway's 404: the error page, address back on the page.
      await page.goto(brandUrl(testInfo, 1, '/resources/certificate-of-coverage'))
      await expect(page).toHaveURL(/\/benefits\/certificate-of-coverage\?error=404$/)
      await expect(page.getByText('Error code: 404 Not found')).toBeVisible()
    },
  )

  test(
    'prior authorization: avery’s requests; rowan’s empty state',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits/prior-authorization' })
      await expect(h1(page)).toHaveText('Prior authorization')
      const requests = page.getByTestId('prior-authorization')
      await expect(requests.getByRole('heading')).toHaveText([
        'Knee arthroscopy (29881)',
        'Physical therapy, 12 sessions (97110)',
        'Orthodontic treatment (braces) (D8080)',
        'MRI of the lumbar spine (72148)',
      ])
      await expect(requests.first()).toContainText('Pending review')
      await expect(requests.first()).toContainText('Not decided yet')
      await expect(main(page).getByText('Blake Thompson')).toHaveCount(0)
      await checkPage(page)
      await page.context().clearCookies()
      await login(page, testInfo, 'rowan', { open: '/benefits/prior-authorization' })
      await expect(page.getByTestId('prior-authorizations-empty')).toContainText(
        'You have no prior authorization requests',
      )
      await checkPage(page)
    },
  )

  test(
    'avery’s handbooks; harper (partner brand) has none: the 404 page',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits/handbooks' })
      await expect(page.getByTestId('handbook').getByRole('heading')).toHaveText([
        `Member Handbook ${year}`,
        `Summary of Benefits and Coverage ${year}`,
        'Dental Benefits Booklet',
      ])
      const otherDocuments = page.getByRole('region', { name: 'Other plan documents' })
      await expect(otherDocuments.getByRole('link', { name: 'Certificate of coverage' })).toHaveAttribute(
        'href',
        '/benefits/certificate-of-coverage',
      )
      // The benefits navigation has it too (category order 8, decision 154).
      await expect(
        page
          .getByRole('navigation', { name: 'Benefits' })
          .getByRole('link', { name: 'Certificate of coverage' }),
      ).toHaveAttribute('href', '/benefits/certificate-of-coverage')
      await checkPage(page)
      await page.context().clearCookies()
      await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
      const response = await page.goto(brandUrl(testInfo, 5, '/benefits/handbooks'))
      expect(response?.status()).toBe(404)
      await expect(page.getByText('Error code: 404 Not found')).toBeVisible()
    },
  )
})
