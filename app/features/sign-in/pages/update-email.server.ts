import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { updateEmailAction, updateEmailLoader } from '~/features/sign-in/update-email.server'

export async function loader(args: LoaderFunctionArgs) {
  return updateEmailLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return updateEmailAction(args)
}
