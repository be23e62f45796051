import { data } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/features/shell/basic-frame'

/** Any unknown path renders the 404 entry of the error catalogue at the same address. */
export async function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return (
    <BasicFrame>
      <GeneralErrorBoundary />
    </BasicFrame>
  )
}
