export { loader } from '~/features/benefits/pages/index.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/index'
