/**
 * Badges: Mantine's `Badge`, with its styles brought by the module that renders it (as
 * `pieces/modal.tsx` does for the Modal). Decision 228 returned it from the look-alike of decision
 * 177: measured beside Mantine's in one bench run, the plain span bought 0.6-0.7 kB and no
 * throughput, under issue 43's bar (3 % of a page's throughput or 2 kB of its weight).
 */
import '@mantine/core/styles/Badge.css'

export { Badge } from '@mantine/core'
