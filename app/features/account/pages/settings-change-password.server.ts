import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { changePasswordLoader, changePasswordAction } from '~/features/account/change-password.server'

export async function loader(args: LoaderFunctionArgs) {
  return changePasswordLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return changePasswordAction(args)
}
