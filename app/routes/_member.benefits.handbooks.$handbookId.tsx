export { loader } from '~/features/benefits/pages/handbooks-handbookId.server'
