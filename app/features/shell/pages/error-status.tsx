import { type MetaFunction } from '@remix-run/node'
import { pageTitle } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'common', 'pageTitles.error')

export default function ErrorPage() {
  return null
}
