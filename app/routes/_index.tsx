export { loader } from '~/features/sign-in/pages/start.server'
