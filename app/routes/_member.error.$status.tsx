export { loader } from '~/features/shell/pages/error-status.server'
export { meta, default } from '~/features/shell/pages/error-status'
