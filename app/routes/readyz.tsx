export { loader } from '~/features/shell/pages/readyz.server'
