export { loader, action } from '~/features/sign-in/pages/select-group.server'
export { meta, default, ErrorBoundary } from '~/features/sign-in/pages/select-group'
