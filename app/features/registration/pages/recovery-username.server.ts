import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { recoveryAction } from '~/features/registration/recovery.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'

export function loader(args: LoaderFunctionArgs) {
  return {
    messages: messagesFor(args, { registration: ['recovery'], validation: formMessages('registration') }),
  }
}

export async function action(args: ActionFunctionArgs) {
  return recoveryAction(args, 'username')
}
