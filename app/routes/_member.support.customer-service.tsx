export { loader } from '~/features/claims/pages/support-customer-service.server'
export { meta, default, ErrorBoundary } from '~/features/claims/pages/support-customer-service'
