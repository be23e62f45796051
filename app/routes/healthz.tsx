export { loader } from '~/features/shell/pages/healthz.server'
