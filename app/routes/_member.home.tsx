export { loader, action } from '~/features/home/pages/home.server'
export { meta, default, ErrorBoundary } from '~/features/home/pages/home'
