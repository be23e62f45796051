import { SimpleGrid, Stack } from '~/ui/layout'
import type { HomeData } from './home.server'
import { BannerArea } from './banner-area'
import { CareRemindersNotice } from './care-reminders-notice'
import { MemberInfoTile } from './member-info-tile'
import { PciCard } from './pci-card'
import { PrimaryCareTile } from './primary-care-tile'
import { ProgramsSection } from './programs-section'
import { StaffAccessNoticeBanner } from './staff-access-notice-banner'
import { WelcomeBanner } from './welcome-banner'

/** The home page in the order of spec section 2 'Home', items 1 to 7. */
export function HomePage({ data }: { data: HomeData }) {
  return (
    <Stack gap="lg">
      <WelcomeBanner {...data.welcome} />
      {data.staffAccessNotice && <StaffAccessNoticeBanner notice={data.staffAccessNotice} />}
      <BannerArea {...data.banners} />
      {data.careReminders && <CareRemindersNotice {...data.careReminders} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {data.primaryCareTile && <PrimaryCareTile {...data.primaryCareTile} />}
        <MemberInfoTile {...data.memberInfoTile} />
        {data.pciCard && <PciCard />}
      </SimpleGrid>
      {data.programs && <ProgramsSection {...data.programs} />}
    </Stack>
  )
}
