import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import {
  registrationPoliciesLoader,
  registrationPoliciesAction,
} from '~/features/sign-in/registration-policies.server'

export async function loader(args: LoaderFunctionArgs) {
  return registrationPoliciesLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return registrationPoliciesAction(args)
}
