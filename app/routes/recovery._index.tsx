export { loader } from '~/features/registration/pages/recovery.server'
