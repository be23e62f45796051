export { loader } from '~/features/account/pages/summary.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/summary'
