export { loader } from '~/features/benefits/pages/summary.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/summary'
