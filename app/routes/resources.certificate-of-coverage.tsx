export { loader } from '~/features/benefits/pages/resources-certificate-of-coverage.server'
