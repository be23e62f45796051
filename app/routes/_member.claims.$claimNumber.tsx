export { loader } from '~/features/claims/pages/claimNumber.server'
export { meta, default, ErrorBoundary } from '~/features/claims/pages/claimNumber'
