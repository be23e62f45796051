export { loader } from '~/features/account/pages/plan-benefits.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/plan-benefits'
