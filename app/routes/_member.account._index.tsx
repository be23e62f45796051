export { loader } from '~/features/account/pages/index.server'
