export { loader } from '~/features/home/pages/resources-id-card.server'
