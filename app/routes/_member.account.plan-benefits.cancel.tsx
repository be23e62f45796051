export { loader, action } from '~/features/account/pages/plan-benefits-cancel.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/plan-benefits-cancel'
