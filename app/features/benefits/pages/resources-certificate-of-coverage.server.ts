import { type LoaderFunctionArgs } from '@remix-run/node'
import { downloadCertificate } from '~/features/benefits/documents/documents.server'

/**
 * 'Download certificate of coverage' (resource route): streams the gateway's PDF as an attachment,
 * so a plain link works without JavaScript; a failure goes back to /benefits/certificate-of-coverage
 * with its status, which shows the error page (docs/decisions/047-benefit-document-downloads.md).
 */
export async function loader(args: LoaderFunctionArgs) {
  return downloadCertificate(args)
}
