import { type LoaderFunctionArgs } from '@remix-run/node'
import { findCareLanding } from '~/features/find-care/find-care.server'

/** Find care's landing page; on the partner brand find care is find-a-dentist only (redirect). */
export async function loader(args: LoaderFunctionArgs) {
  return findCareLanding(args)
}
