export { loader } from '~/features/shell/pages/language.server'
