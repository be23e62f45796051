import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { loginAction, loginLoader } from '~/features/sign-in/login.server'

export async function loader(args: LoaderFunctionArgs) {
  return loginLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return loginAction(args)
}
