export { loader } from '~/features/claims/pages/eobs.server'
export { meta, default, ErrorBoundary } from '~/features/claims/pages/eobs'
