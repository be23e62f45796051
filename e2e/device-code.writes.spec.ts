/**
 * Issue 51 (decision 230): a code to the e-mail on file is the way past the device block; a locked
 * account says locked on every browser; carmen changes her password before her CRM hand-off. The
 * code is read from the sandbox's mailbox (`{gateway}/sandbox/mailbox.json`). Runs in both
 * projects (JavaScript on and off); each test is one journey on personas no other write touches.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import {
  brandUrl,
  budgetForPages,
  expectNoAxeViolations,
  jsEnabled,
  login,
  PASSWORD,
  passwordField,
  type Domain,
} from './support'
import { stacks } from './stacks'

const SPENT =
  'For your security, this account cannot be signed in to from this device right now. Log in on a device you have signed in on before, or have a code sent to the e-mail address on file: either lifts this block. For help, call Customer Service at 1-888-555-0110.'
const LOCKED =
  'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.'

/** The newest code the sandbox mailed to `username` on this project's stack. */
async function codeFromMailbox(testInfo: TestInfo, username: string) {
  const { gatewayPort } = stacks[jsEnabled(testInfo) ? 'on' : 'off']
  const answer = await fetch(`http://127.0.0.1:${gatewayPort}/api/sandbox/mailbox.json?username=${username}`)
  const mails = (await answer.json()) as { subject: string; text: string }[]
  const code = /\b(\d{6})\b/.exec(mails[0]?.subject ?? '')?.[1]
  expect(code, `a code mailed to ${username}`).toBeTruthy()
  return code!
}

/** The login form, filled and sent. */
async function submitLogin(page: Page, testInfo: TestInfo, username: string, password: string) {
  await page.goto(brandUrl(testInfo, 1, '/login'))
  await page.getByLabel('Username').fill(username)
  await passwordField(page).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** The login form's POST as the browser sends it, without rendering the page (a stranger's try). */
async function postLogin(page: Page, testInfo: TestInfo, username: string, password: string) {
  const address = brandUrl(testInfo, 1, '/login')
  const answer = await page.request.post(address, {
    form: { username, password },
    headers: { origin: new URL(address).origin },
    maxRedirects: 0,
  })
  return answer.text()
}

/** 'Email me a code', then the code from the mailbox (a wrong one first: the tries left), then /login. */
async function provePastTheBlock(page: Page, testInfo: TestInfo, username: string) {
  await page.getByRole('button', { name: 'Email me a code' }).click()
  await expect(page).toHaveURL(/\/verify-device$/)
  await expect(
    page.getByText(
      /^We sent a 6-digit code to [a-z]\*\*\*[a-z]?@[a-z]\*\*\*\.[a-z]+\. It expires in 10 minutes\.$/,
    ),
  ).toBeVisible()
  const code = await codeFromMailbox(testInfo, username)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await page.getByLabel('Code').fill(wrong)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'The code is not correct. You have 4 attempt(s) remaining.',
  )
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

test("strangers' wrong passwords, then the owner on a new browser: a code from the mailbox, then /home", async ({
  page,
  browser,
}, testInfo) => {
  budgetForPages(7)
  // Three strangers (new browsers each) spend what untrusted clients may try.
  for (let i = 0; i < 3; i++) {
    const stranger = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) })
    await postLogin(await stranger.newPage(), testInfo, 'sky', 'Wrong#2026x')
    await stranger.close()
  }
  await submitLogin(page, testInfo, 'sky', PASSWORD)
  await expect(page.getByRole('alert')).toHaveText(SPENT)
  await expectNoAxeViolations(page)
  await provePastTheBlock(page, testInfo, 'sky')
  await submitLogin(page, testInfo, 'sky', PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
})

test("the owner's own typos on her laptop, then her phone: a code from the mailbox, then /home", async ({
  page,
  browser,
}, testInfo) => {
  budgetForPages(6)
  const laptop = await (await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) })).newPage()
  await login(laptop, testInfo, 'taylor')
  await expect(laptop).toHaveURL(/\/home$/)
  await laptop.goto(brandUrl(testInfo, 1, '/logout'))
  for (const shown of [4, 3])
    expect(await postLogin(laptop, testInfo, 'taylor', 'Wrong#2026x')).toContain(
      `You have ${shown} attempt(s) remaining`,
    )
  await laptop.context().close()
  await submitLogin(page, testInfo, 'taylor', PASSWORD)
  await expect(page.getByRole('alert')).toHaveText(SPENT)
  await provePastTheBlock(page, testInfo, 'taylor')
  await submitLogin(page, testInfo, 'taylor', PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
})

test('quinn (locked) gets the locked text on three new browsers in a row, with no code offered', async ({
  browser,
}, testInfo) => {
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) })
    const answer = await postLogin(await context.newPage(), testInfo, 'quinn', PASSWORD)
    expect(answer).toContain(LOCKED)
    expect(answer).not.toContain('action="/verify-device"') // no 'Email me a code' form
    await context.close()
  }
})

test('carmen (FRC, CRM-routed) changes her password before her CRM hand-off; nothing opens before', async ({
  page,
}, testInfo) => {
  await login(page, testInfo, 'carmen')
  await expect(page).toHaveURL(/\/account\/settings\/change-password$/)
  for (const path of ['/crm-hand-off', '/home', '/id-card']) {
    await page.goto(brandUrl(testInfo, 1, path))
    await expect(page).toHaveURL(/\/account\/settings\/change-password$/)
  }
  const newPassword = 'Carmen#2027x'
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Change password' }).click()
  // As drew's: the hand-off page submits itself (or 'Continue' without JavaScript) to the CRM.
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('EV1800018')).toBeVisible()
})

/** 'Email me a code' for a username that does not exist, as the login page posts it (nothing is mailed). */
async function askForCode(page: Page, testInfo: TestInfo, domain: Domain) {
  // Through the browser: the brand hosts resolve there only.
  const address = brandUrl(testInfo, domain, '/verify-device')
  await page.route(
    address,
    (route) =>
      route.continue({
        method: 'POST',
        postData: new URLSearchParams({ intent: 'send', username: 'nobody-at-all' }).toString(),
        headers: {
          ...route.request().headers(),
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(address).origin,
        },
      }),
    { times: 1 },
  )
  await page.goto(address)
}

for (const domain of [1, 2, 5] as const) {
  test(`the code page on brand ${domain} is axe-clean`, async ({ page }, testInfo) => {
    await askForCode(page, testInfo, domain)
    await expect(page.getByLabel('Code')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('the code page in Spanish', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo), locale: 'es-US' })
  const page = await context.newPage()
  await askForCode(page, testInfo, 5)
  await expect(page.getByRole('heading', { name: 'Confirme que es usted' })).toBeVisible()
  await expect(page.getByLabel('Código')).toBeVisible()
  await expectNoAxeViolations(page)
  await context.close()
})
