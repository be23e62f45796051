export { loader } from '~/features/home/pages/resources-id-card-apple-wallet.server'
