export { loader } from '~/features/claims/pages/navitus.server'
export { meta, default, ErrorBoundary } from '~/features/claims/pages/navitus'
