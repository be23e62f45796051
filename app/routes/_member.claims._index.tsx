export { loader } from '~/features/claims/pages/index.server'
export { meta, default, ErrorBoundary } from '~/features/claims/pages/index'
