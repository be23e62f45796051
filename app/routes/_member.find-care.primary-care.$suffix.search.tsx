export { loader, action } from '~/features/find-care/pages/primary-care-suffix-search.server'
export {
  meta,
  shouldRevalidate,
  default,
  ErrorBoundary,
} from '~/features/find-care/pages/primary-care-suffix-search'
