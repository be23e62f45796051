export { loader } from '~/features/shell/pages/not-found.server'
export { meta, default } from '~/features/shell/pages/not-found'
