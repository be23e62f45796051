import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { loginAsAction, loginAsLoader } from '~/features/sign-in/login-as.server'

export async function loader(args: LoaderFunctionArgs) {
  return loginAsLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return loginAsAction(args)
}
