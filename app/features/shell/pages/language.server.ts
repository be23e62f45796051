import type { LoaderFunctionArgs } from '@remix-run/node'
import { switchLanguage } from '~/features/shell/language-switch.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return switchLanguage(request)
}
