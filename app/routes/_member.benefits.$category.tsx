export { loader } from '~/features/benefits/pages/category.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/category'
