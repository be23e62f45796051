/** The public pages' texts (issue 26): the spec's quoted texts word for word in English. */
import { expect, it } from 'vitest'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { describeSpecTexts } from '../../../tests/spec-texts'

describeSpecTexts(['public:contact.title', 'public:contact.heading', 'public:contact.backToLogin'])

it("the paperless note's English is the plan's text (spec: 'the average American uses 650 pounds of paper')", () => {
  expect((catalogues.en.public.contact as Record<string, Record<string, string>>).paperless.text).toBe(
    'The average American uses 650 pounds of paper a year. Go paperless: choose electronic statements and explanations of benefits in your settings.',
  )
})
