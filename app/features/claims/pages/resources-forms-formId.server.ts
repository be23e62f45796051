import { type LoaderFunctionArgs } from '@remix-run/node'
import { downloadMemberForm } from '~/features/claims/member-forms.server'

/**
 * A member form's PDF (resource route): streamed from the gateway as an attachment, so a plain link
 * works without JavaScript; a failure goes back to /forms with its status (the error page).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return downloadMemberForm(args, params.formId)
}
