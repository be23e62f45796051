/**
 * The signed-out pages in every engine (decision 242): registration and recovery answer a form's
 * mistakes, Spanish is chosen and left by the footer link, and an unknown address gets the 404
 * page.
 */
import { expect, test } from './fixtures'
import { named, textOf, waitFor, waitForPage } from './journey'
import { at } from './stack'

test('registration and both recoveries answer an empty form with its messages', async ({ member }) => {
  for (const [path, form, field] of [
    ['/registration', 'registration-identify', 'subscriberId'],
    ['/recovery/username', 'recovery-username', 'emailAddress'],
    ['/recovery/password', 'recovery-password', 'username'],
  ]) {
    await member.open(at(1, path))
    await member.click(`#${form} button[type="submit"]`)
    await waitFor(member, `${path}: the field's message`, async () =>
      /required|enter/i.test(await textOf(member, `#${form}-${field}-error`)),
    )
  }
})

test('Español in the footer turns the pages Spanish, English turns them back', async ({ member }) => {
  await member.open(at(2, '/login'))
  await member.click(await named(member, 'footer a', /^Español$/))
  await waitFor(
    member,
    'Spanish',
    async () => (await member.evaluate(() => document.documentElement.lang)) === 'es-US',
  )
  expect(await textOf(member, 'h1')).toMatch(/Inicie sesión|Iniciar sesión/)
  // The choice is kept (the language cookie): another page opens in Spanish.
  await member.open(at(2, '/recovery/password'))
  expect(await member.evaluate(() => document.documentElement.lang)).toBe('es-US')
  await member.click(await named(member, 'footer a', /^English$/))
  await waitFor(
    member,
    'English',
    async () => (await member.evaluate(() => document.documentElement.lang)) === 'en-US',
  )
})

test('an unknown address gets the 404 page', async ({ member }) => {
  await member.open(at(1, '/no-such-page'))
  await waitForPage(member, '/no-such-page', /can.t find that page/)
})
