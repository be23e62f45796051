/**
 * Sign-in journeys in every engine (decision 242), JavaScript on and off: each brand's host signs
 * in through the form of `npm start` with no setting changed (WebKit keeps the session cookie on
 * plain-HTTP loopback hosts, decision 240), the refusals and field messages show, and logging out
 * ends the session.
 */
import { expect, test } from './fixtures'
import { heading, signIn, textOf, waitFor, waitForPage } from './journey'
import { at } from './stack'

test('main brand: avery signs in, keeps the session cookie, and logs out', async ({ member }) => {
  await signIn(member, 1, 'avery')
  await waitForPage(member, '/home', /Avery/)
  const session = (await member.cookies()).find((cookie) => cookie.name === '__session')
  expect(session, `${member.engine}: the session cookie is kept on http://localhost`).toBeTruthy()
  // Plain HTTP to a loopback host: not Secure, or WebKit would have dropped it (decision 240).
  expect(session?.secure).toBe(false)
  await member.open(at(1, '/logout'))
  await waitFor(member, 'the logged-out page', async () => (await member.url()).pathname !== '/home')
  await member.open(at(1, '/home'))
  await waitForPage(member, '/login', /Log in/)
})

test('Medicare brand: mia signs in on medicare.localhost', async ({ member }) => {
  await signIn(member, 2, 'mia')
  await waitForPage(member, '/home', /Mia/)
})

test('partner brand: harper signs in on partner.localhost to the policies page', async ({ member }) => {
  await signIn(member, 5, 'harper')
  await waitForPage(member, '/registration-policies', /dental Member Dashboard/)
})

test('empty fields get their messages, unknown credentials the refusal', async ({ member }) => {
  await member.open(at(1, '/login'))
  await member.click('#login button[type="submit"]')
  await waitFor(member, 'the field messages', async () =>
    /required/.test(await textOf(member, '#login-username-error')),
  )
  expect(await textOf(member, '#login-password-error')).toMatch(/required/)
  // A username of this lane's own: the attempts strangers' browsers may spend on one username are
  // shared (decision 135), and the six lanes are six strangers.
  await member.fill('#login-username', `nobody${member.engine}${member.javaScript ? 'on' : 'off'}`)
  await member.fill('#login-password', 'not-the-password')
  await member.click('#login button[type="submit"]')
  await waitFor(member, 'the refusal', async () =>
    /password unrecognized/.test(await textOf(member, '[role="alert"]')),
  )
  expect(await heading(member)).toMatch(/Log in/)
})
