/** The public pages' texts (issue 26): the spec's quoted texts word for word in English. */
import { expect, it } from 'vitest'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { PAPERLESS_TEXT } from '~/platform/plan/contact'
import { describeSpecTexts } from '../../../tests/spec-texts'

describeSpecTexts(['public:contact.title', 'public:contact.heading', 'public:contact.backToLogin'])

it("the paperless note's English is the plan's text (spec: 'the average American uses 650 pounds of paper')", () => {
  expect((catalogues.en.public.contact as Record<string, Record<string, string>>).paperless.text).toBe(
    PAPERLESS_TEXT,
  )
})
