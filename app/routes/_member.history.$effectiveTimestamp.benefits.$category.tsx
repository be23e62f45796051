export { loader } from '~/features/benefits/pages/history-effectiveTimestamp-benefits-category.server'
export {
  meta,
  default,
  ErrorBoundary,
} from '~/features/benefits/pages/history-effectiveTimestamp-benefits-category'
