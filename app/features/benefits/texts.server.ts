/**
 * The benefits pages' texts on the server (decision 189): the `benefits` namespace in the
 * member's language. The rules write messages (`benefits:rules.*` keys and values, decision 225;
 * their tests read them in English); `rule` shows one in the member's language with `translate`.
 * A page's loader sends only the sections its page renders (`messages`, packed: decision 214);
 * `rules` stays here.
 */
import { catalogues } from '~/platform/i18n/catalogues.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, messageTextFor } from '~/platform/i18n/page-texts.server'
import { createTranslate } from '~/platform/i18n/translate'
import type english from '~/platform/i18n/catalogues/en/benefits.json'
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'

type Catalogue = typeof english
/** The sections a page may send to the browser. */
export type BenefitsSection = Exclude<keyof Catalogue, 'rules'>

export function benefitsTexts(args: PageArgs) {
  const language = contextOf(args).language
  return {
    language,
    t: createTranslate(catalogues[language], language, 'benefits'),
    /** A rule's message in the member's language (a text that is not a message: as it is). */
    rule: messageTextFor(args),
    /**
     * The loader's `messages`: the given sections of the namespace, in the member's language, and
     * `form: true` for a page with a form (the shared `validation` texts: `formMessages`).
     */
    messages: (sections: readonly BenefitsSection[], { form = false } = {}) =>
      messagesFor(args, { benefits: sections, ...(form ? { validation: formMessages() } : {}) }),
  }
}

export type BenefitsTexts = ReturnType<typeof benefitsTexts>
