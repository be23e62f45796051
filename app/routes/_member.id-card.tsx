export { loader } from '~/features/home/pages/id-card.server'
export { meta, default, ErrorBoundary } from '~/features/home/pages/id-card'
