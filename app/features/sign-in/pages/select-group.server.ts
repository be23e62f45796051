import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { selectGroupAction, selectGroupData } from '~/features/sign-in/select-group.server'

/** Select group (spec section 2): "Group details are loaded before the page opens." */
export async function loader(args: LoaderFunctionArgs) {
  return selectGroupData(args)
}

export async function action(args: ActionFunctionArgs) {
  return selectGroupAction(args)
}
