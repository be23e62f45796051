import { type MetaFunction } from '@remix-run/node'
import { pageTitle } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'common', 'pageTitles.notFound')

export default function UnknownAddress() {
  return null
}
