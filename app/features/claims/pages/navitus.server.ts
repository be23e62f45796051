import { type LoaderFunctionArgs } from '@remix-run/node'
import { requirePharmacy } from '~/features/claims/claims.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'

/** The pharmacy benefit manager (program 37): only for members who have it, else the 404 page. */
export async function loader(args: LoaderFunctionArgs) {
  const { program } = await requirePharmacy(args)
  return {
    name: program.name,
    description: program.description,
    phone: program.details?.phoneNumber ?? null,
    messages: messagesFor(args, { claims: ['pharmacy'] }),
  }
}
