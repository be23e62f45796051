export { loader } from '~/features/benefits/pages/medicare-materials.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/medicare-materials'
