/**
 * The sign-in texts (issue 26): the `sign-in` catalogue's spec texts word for word, and the messages
 * the sign-in rules and actions write in English found in the `validation` catalogue, so the
 * forms show them in Spanish. The pages in Spanish: sign-in-spanish.route.test.tsx.
 */
import { describe, expect, it } from 'vitest'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { inEnglish, shownIn } from '../../../tests/schema'
import { limitMessage } from '~/platform/security/rate-limit'
import { COMMUNICATION_POLICY_MESSAGE } from '~/platform/forms/validators'
import { describeSpecTexts } from '../../../tests/spec-texts'
import { LOGIN_AS_NAMES_REQUIRED } from './sign-in-schemas'
import { GROUP_CHOICE_REFUSED, LOGIN_AS_NOT_FOUND, loginAsTitle } from './sign-in'
describeSpecTexts([
  'sign-in:groupSelection.heading',
  'sign-in:groupSelection.lookupFailure',
  'sign-in:groupSelection.inactive',
  'sign-in:groupSelection.logIn',
  'sign-in:selectGroup.heading',
  'sign-in:selectGroup.view',
  'sign-in:loginAs.titles.Login as anyone',
  'sign-in:loginAs.titles.Login as non-employee',
  'sign-in:loginAs.submit',
  'sign-in:loginAs.continue',
  'sign-in:updateEmail.heading',
  'sign-in:updateEmail.text',
  'sign-in:updateEmail.saved',
  'sign-in:policies.welcome',
  'sign-in:policies.saved',
  'sign-in:logout.heading',
  'validation:sign-in.loginAsNamesRequired',
  'validation:communicationPolicy',
])

const english = catalogues.en.validation
const spanish = catalogues.es.validation

describe("the rules' English is the catalogue's, so it is shown in Spanish", () => {
  it('the messages the sign-in rules and actions write', () => {
    expect(english['sign-in']).toMatchObject({
      loginAsNamesRequired: inEnglish(LOGIN_AS_NAMES_REQUIRED),
      loginAsNotFound: inEnglish(LOGIN_AS_NOT_FOUND),
      groupChoice: inEnglish(GROUP_CHOICE_REFUSED),
    })
    expect(english.communicationPolicy).toBe(inEnglish(COMMUNICATION_POLICY_MESSAGE))
    expect(shownIn('es', COMMUNICATION_POLICY_MESSAGE)).toBe(spanish.communicationPolicy)
    // The login-as titles are keyed by the rule's English titles.
    const titles = (catalogues.en['sign-in'].loginAs as Record<string, object>).titles
    expect(Object.keys(titles)).toEqual([loginAsTitle('logInAsAnyone'), loginAsTitle('logInAsNonEmp')])
  })

  it("the login-as attempt limit's message, with its wait", () => {
    expect(shownIn('es', limitMessage('login-as', 600))).toBe(
      'Demasiadas búsquedas no encontraron a ningún miembro. Espere 10 minutos antes de volver a intentarlo.',
    )
  })
})
