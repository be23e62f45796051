/**
 * Every catalogue (`catalogues/<language>/<namespace>.json`), on the server only: a page gets the
 * texts it renders in the member's language through loader data (`messagesFor`), so the
 * browser receives the active language's texts only (decision 189).
 */
import type { Language } from './languages'
import { packMessages, type PackedMessages } from './packed-messages'
import type { Catalogue } from './translate'
import enCommon from './catalogues/en/common.json'
import enHandOffs from './catalogues/en/hand-offs.json'
import enMenus from './catalogues/en/menus.json'
import enSignIn from './catalogues/en/sign-in.json'
import enValidation from './catalogues/en/validation.json'
import enHome from './catalogues/en/home.json'
import enBenefits from './catalogues/en/benefits.json'
import enClaims from './catalogues/en/claims.json'
import enFindCare from './catalogues/en/find-care.json'
import enAccount from './catalogues/en/account.json'
import enRegistration from './catalogues/en/registration.json'
import enPublic from './catalogues/en/public.json'
import esHome from './catalogues/es/home.json'
import esBenefits from './catalogues/es/benefits.json'
import esClaims from './catalogues/es/claims.json'
import esFindCare from './catalogues/es/find-care.json'
import esAccount from './catalogues/es/account.json'
import esRegistration from './catalogues/es/registration.json'
import esPublic from './catalogues/es/public.json'
import esCommon from './catalogues/es/common.json'
import esHandOffs from './catalogues/es/hand-offs.json'
import esMenus from './catalogues/es/menus.json'
import esSignIn from './catalogues/es/sign-in.json'
import esValidation from './catalogues/es/validation.json'

/**
 * The catalogues by language, then namespace. Imported one by one (not globbed): the app server's
 * own bundle (esbuild, decision 070) renders the refusal pages with them too.
 */
const byLanguage = {
  en: {
    common: enCommon,
    validation: enValidation,
    menus: enMenus,
    'sign-in': enSignIn,
    'hand-offs': enHandOffs,
    home: enHome,
    benefits: enBenefits,
    claims: enClaims,
    'find-care': enFindCare,
    account: enAccount,
    registration: enRegistration,
    public: enPublic,
  },
  es: {
    common: esCommon,
    validation: esValidation,
    menus: esMenus,
    'sign-in': esSignIn,
    'hand-offs': esHandOffs,
    home: esHome,
    benefits: esBenefits,
    claims: esClaims,
    'find-care': esFindCare,
    account: esAccount,
    registration: esRegistration,
    public: esPublic,
  },
} satisfies Record<Language, Catalogue>

export type Namespace = keyof (typeof byLanguage)['en']

/** The top-level sections of a namespace (a page's loader sends the ones it renders). */
export type Section<N extends Namespace> = keyof (typeof byLanguage)['en'][N] & string

export const catalogues: Readonly<Record<Language, Catalogue>> = byLanguage

/**
 * Texts for the browser, packed once (decision 214): the catalogues do not change while the
 * server runs, so `key` (a language and the code's own choice of namespaces and sections: a few
 * per page) names the same JSON text every time.
 */
const packedByKey = new Map<string, PackedMessages>()
export function packedOnce(key: string, texts: () => Catalogue): PackedMessages {
  let packed = packedByKey.get(key)
  if (packed === undefined) packedByKey.set(key, (packed = packMessages(texts())))
  return packed
}
