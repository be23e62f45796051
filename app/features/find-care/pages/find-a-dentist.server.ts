import { type LoaderFunctionArgs } from '@remix-run/node'
import { findADentist } from '~/features/find-care/find-care.server'

export async function loader(args: LoaderFunctionArgs) {
  return findADentist(args)
}
