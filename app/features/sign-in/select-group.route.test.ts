/** /select-group opens only where the menus offer it (issue 43: pages and menus agree). */
import { expect, it } from 'vitest'
import { loader as selectLoader } from '~/routes/_member.select-group'
import {
  appRequest,
  args,
  group,
  sessionCookie,
  startFakeGateway,
  thrown,
  token,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
const full = (claims = {}) => sessionCookie({ token: token(claims), stage: 'full' })

it('a member with one group has no group switch, and the page sends them home', async () => {
  answer({ 'GET group-detail': [], 'GET groups': [group('10002001')] })
  const response = await thrown(async () =>
    selectLoader(args(await appRequest('/select-group', { cookie: await full({ groupId: '10002001' }) }))),
  )
  expect(response.headers.get('location')).toBe('/home')
})
