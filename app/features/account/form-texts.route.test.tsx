/**
 * A page with a form sends its form messages with its own texts (decision 225): the root sends no
 * `validation`, the change-password page's loader does, and with only what the loaders send the
 * page shows its messages translated, without JavaScript (the server's reply) and with it (the
 * browser's validation), in English and in Spanish. A page without a form carries none.
 */
import { URLSearchParams as NodeURLSearchParams } from 'node:url'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { messagesIn } from '~/platform/i18n/language.server'
import type { Language } from '~/platform/i18n/languages'
import { unpackMessages } from '~/platform/i18n/packed-messages'
import ChangePasswordPage, {
  action as changePasswordAction,
  loader as changePasswordLoader,
} from '~/routes/_member.account.settings.change-password'
import { loader as supportLoader } from '~/routes/_member.account.support'
import type { FormResult } from '~/platform/forms/use-schema-form'
import { ChangePasswordForm } from './change-password'
import {
  account,
  actionResult,
  appRequest,
  args,
  memberCookie,
  startFakeGateway,
} from '../../../tests/fake-gateway'
import { clientValidationLoaded, renderRoute, screen, userEvent } from '../../../tests/render'

// A form POST in the stub builds a Request (Node's) from URLSearchParams: jsdom's own is not accepted.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams

const answer = startFakeGateway()
beforeEach(() => answer({ 'GET account': account() }))

const PATH = '/account/settings/change-password'
const words = {
  en: { current: /^Current password/, next: /^New password/, confirm: /^Confirm new password/ },
  es: { current: /^Contraseña actual/, next: /^Contraseña nueva/, confirm: /^Confirmar contraseña nueva/ },
} as const
const mismatch = { en: 'Passwords do not match', es: 'Las contraseñas no coinciden' } as const

const cookieIn = async (language: Language) => `${await memberCookie()}; language=${language}`

async function load(loader: (a: LoaderFunctionArgs) => unknown, path: string, language: Language) {
  return (await loader(args(await appRequest(path, { cookie: await cookieIn(language) })))) as {
    messages: string
  }
}

/** The root's data as the stub gives it: the common texts, never `validation` (as the root's). */
const rootData = (language: Language) => ({
  domainId: 1 as const,
  signedIn: true,
  language,
  messages: messagesIn(language, { common: 'all' }),
})

describe.each(['en', 'es'] as const)(
  "the change-password form with only its loaders' texts (%s)",
  (language) => {
    it('sends the validation texts with the page, and a page without a form sends none', async () => {
      const page = await load(changePasswordLoader, PATH, language)
      expect(Object.keys(unpackMessages(page.messages)!)).toEqual(['account', 'validation'])
      const support = await load(supportLoader, '/account/support', language)
      expect(Object.keys(unpackMessages(support.messages)!)).toEqual(['account'])
    })

    it("without JavaScript: the server's reply, translated on the page", async () => {
      const form = { currentPassword: 'Avery#2026', newPassword: 'Avery#2027', confirmPassword: 'Avery#2028' }
      const request = await appRequest(PATH, { cookie: await cookieIn(language), form })
      const reply = actionResult(await changePasswordAction(args(request)))
      const data = await load(changePasswordLoader, PATH, language)
      const Page = () => <ChangePasswordForm lastResult={reply.result as FormResult} />
      renderRoute([{ path: PATH, Component: Page, loader: () => data }], {
        at: PATH,
        rootData: rootData(language),
        loaderTexts: true,
      })
      expect(await screen.findByLabelText(words[language].confirm)).toHaveAccessibleDescription(
        expect.stringContaining(mismatch[language]),
      )
    })

    it("with JavaScript: the browser's validation, translated on the page", async () => {
      const user = userEvent.setup()
      const data = await load(changePasswordLoader, PATH, language)
      renderRoute([{ path: PATH, Component: ChangePasswordPage, loader: () => data }], {
        at: PATH,
        rootData: rootData(language),
        loaderTexts: true,
      })
      const current = await screen.findByLabelText(words[language].current)
      await clientValidationLoaded(() => import('./account-schemas'))
      await user.type(current, 'Avery#2026')
      await user.type(screen.getByLabelText(words[language].next), 'Avery#2027')
      await user.type(screen.getByLabelText(words[language].confirm), 'Avery#2028')
      await user.click(screen.getAllByRole('button').at(-1)!)
      expect(await screen.findByText(mismatch[language])).toBeInTheDocument()
    })
  },
)
