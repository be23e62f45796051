export { loader } from '~/features/account/pages/support.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/support'
