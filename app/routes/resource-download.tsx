import { Stack } from '~/ui/layout'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { DownloadingResource } from '~/ui/pieces/spinner'
import { BasicFrame } from '~/features/shell/basic-frame'
import { messagesFor } from '~/platform/i18n/language.server'
import { translateForMeta, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'

/**
 * resource-download: 'Downloading resource...' with a spinner. With ?resource=/resources/... the
 * page starts that download by itself (a meta refresh, so it works without JavaScript too).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const resource = new URL(request.url).searchParams.get('resource')
  return {
    resource: resource && /^\/resources\/[\w-]+$/.test(resource) ? resource : null,
    messages: messagesFor(request, { 'hand-offs': 'all' }),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: translateForMeta(matches, 'hand-offs', 'download.title') },
  ...(data?.resource ? [{ httpEquiv: 'refresh', content: `0;url=${data.resource}` } as const] : []),
]

export default function ResourceDownload() {
  useLoaderData<typeof loader>()
  const { t } = useTranslation('hand-offs')
  return (
    <BasicFrame>
      <Stack gap="md" align="flex-start">
        <PageTitle>{t('download.heading')}</PageTitle>
        <DownloadingResource />
      </Stack>
    </BasicFrame>
  )
}
