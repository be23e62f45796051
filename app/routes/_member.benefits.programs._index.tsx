export { loader } from '~/features/benefits/pages/programs.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/programs'
