export { loader } from '~/features/benefits/pages/programs-programId.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/programs-programId'
