export { loader } from '~/features/find-care/pages/resources.server'
export { meta, default, ErrorBoundary } from '~/features/find-care/pages/resources'
