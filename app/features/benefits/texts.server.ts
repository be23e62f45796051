/**
 * The benefits pages' texts on the server (decision 189): the `benefits` namespace in the
 * member's language. The rules write the spec's English (their tests read it); `rule` shows such a
 * text in the member's language from the English templates of a `rules` group (`localizeMessage`).
 * A page's loader sends only the sections its page renders (`messages`, packed: decision 214);
 * `rules` stays here.
 */
import { catalogues } from '~/platform/i18n/catalogues.server'
import { languageOf, messagesFor } from '~/platform/i18n/language.server'
import { localizeMessage } from '~/platform/i18n/localize-message'
import { createTranslate, type Messages } from '~/platform/i18n/translate'
import type english from '~/platform/i18n/catalogues/en/benefits.json'

type Catalogue = typeof english
/** The sections a page may send to the browser. */
export type BenefitsSection = Exclude<keyof Catalogue, 'rules'>
/** The groups of texts the rules write in English. */
export type RuleGroup = keyof Catalogue['rules']

const section = (messages: Messages, key: string) => messages[key] as Messages

export function benefitsTexts(request: Request) {
  const language = languageOf(request)
  const mine = section(catalogues[language], 'benefits')
  const englishRules = section(section(catalogues.en, 'benefits'), 'rules')
  const myRules = section(mine, 'rules')
  return {
    language,
    t: createTranslate(catalogues[language], language, 'benefits'),
    /** A text a rule wrote in English, in the member's language (a text no template made: as it is). */
    rule: (group: RuleGroup, text: string) =>
      language === 'en' ? text : localizeMessage(text, section(englishRules, group), section(myRules, group)),
    /** The loader's `messages`: the given sections of the namespace, in the member's language. */
    messages: (sections: readonly BenefitsSection[]) => messagesFor(request, { benefits: sections }),
  }
}

export type BenefitsTexts = ReturnType<typeof benefitsTexts>
