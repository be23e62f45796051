export { loader } from '~/features/find-care/pages/find-a-dentist.server'
export { meta, default, ErrorBoundary } from '~/features/find-care/pages/find-a-dentist'
