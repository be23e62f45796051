export { loader } from '~/features/find-care/pages/index.server'
export { meta, default, ErrorBoundary } from '~/features/find-care/pages/index'
