import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { ebillLoader, ebillAction } from '~/features/account/ebill.server'

export async function loader(args: LoaderFunctionArgs) {
  return ebillLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return ebillAction(args)
}
