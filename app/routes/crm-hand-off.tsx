export { loader } from '~/features/sign-in/pages/crm-hand-off.server'
