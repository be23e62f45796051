import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadCareReminders } from '~/features/find-care/find-care.server'

/** The preventive care due for the family members the signed-in member may see (home, Find care). */
export async function loader(args: LoaderFunctionArgs) {
  return loadCareReminders(args)
}
