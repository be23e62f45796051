export { loader } from '~/features/account/pages/layout.server'
export { default, ErrorBoundary } from '~/features/account/pages/layout'
