import { useLocation } from '@remix-run/react'
import { Anchor } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import { LANGUAGE_NAMES, LOCALES, otherLanguage } from '~/platform/i18n/languages'

/**
 * The 'Español' / 'English' link of every page's footer (decision 189): a plain link to
 * /language that comes back to this page in the other language, written in that language (its
 * `lang` and `hreflang` say so to screen readers and search engines). The whole document loads
 * again, so every text, the `<html lang>` and the dates change together.
 */
export function LanguageSwitch() {
  const { t, language } = useTranslation()
  const { pathname, search } = useLocation()
  const to = otherLanguage(language)
  const href = `/language?${new URLSearchParams({ to, returnTo: pathname + search })}`
  return (
    <nav aria-label={t('language.switchLabel')}>
      <Anchor href={href} lang={LOCALES[to]} hrefLang={LOCALES[to]} size="sm">
        {LANGUAGE_NAMES[to]}
      </Anchor>
    </nav>
  )
}
