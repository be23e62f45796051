/**
 * The texts of a page written as an HTML string (the hand-offs, /sso-landing; decision 225): the
 * same `translate` as every other page, with the values it fills in HTML-escaped. The catalogue's
 * own texts are trusted (ours); a value is not (a chat's hours from the gateway). Markup the page
 * wrote itself (a link) goes in through `markup`, as it is.
 */
import { escapeHtml } from '~/platform/html-page.server'
import type { PageArgs } from '~/platform/context/load-context.server'
import type { Namespace } from './catalogues.server'
import { textsFor } from './page-texts.server'
import type { TranslateValues } from './translate'

/** `values` with every text HTML-escaped (numbers, a plural's `count`, stay numbers). */
export function escapeValues(values: TranslateValues | undefined): TranslateValues | undefined {
  if (!values) return values
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  )
}

export type HtmlTranslate = (
  key: string,
  values?: TranslateValues,
  markup?: Readonly<Record<string, string>>,
) => string

/** `t` over a namespace in the request's language, for HTML: values escaped, `markup` as it is. */
export function htmlTextsFor(
  args: PageArgs,
  namespace: Namespace,
): { language: ReturnType<typeof textsFor>['language']; t: HtmlTranslate } {
  const { language, t } = textsFor(args, namespace)
  return { language, t: (key, values, markup) => t(key, { ...escapeValues(values), ...markup }) }
}
