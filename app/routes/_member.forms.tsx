export { loader } from '~/features/claims/pages/forms.server'
export { meta, default, ErrorBoundary } from '~/features/claims/pages/forms'
