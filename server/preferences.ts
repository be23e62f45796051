import type { PreferenceFlag, PreferencesWire } from '@member-dashboard/contract'
import type { Db } from './db'

/** Preference flags: contract name -> column. */
export const flagColumns: Record<PreferenceFlag, string> = {
  electronicEob: 'electronic_eob',
  emailBreakingNews: 'email_breaking_news',
  electronicMedicareMailing: 'electronic_medicare_mailing',
  emailPaymentReminder: 'email_payment_reminder',
  emailAutopayWithdrawalReminder: 'email_autopay_withdrawal_reminder',
  discontinuePaperStatements: 'discontinue_paper_statements',
  emailWhenBillReady: 'email_when_bill_ready',
  emailEwpNotification: 'email_ewp_notification',
  showEwpLandingPage: 'show_ewp_landing_page',
}

type Row = Record<string, string | null>

const EMPTY: PreferencesWire = {
  emailAddress: null,
  electronicEob: 'N',
  emailBreakingNews: 'N',
  electronicMedicareMailing: 'N',
  emailPaymentReminder: 'N',
  emailAutopayWithdrawalReminder: 'N',
  discontinuePaperStatements: 'N',
  emailWhenBillReady: 'N',
  emailEwpNotification: 'N',
  showEwpLandingPage: 'N',
}

export function createPreferenceStore(db: Db) {
  const select = db.prepare<[string], Row>('SELECT * FROM preferences WHERE member_key = ?')
  const columns = Object.values(flagColumns)
  const update = db.prepare(
    `INSERT INTO preferences (member_key, email_address, ${columns.join(', ')}, updated_at)
     VALUES (@member_key, @email_address, ${columns.map((c) => `coalesce(@${c}, 'N')`).join(', ')}, @updated_at)
     ON CONFLICT (member_key) DO UPDATE SET
       email_address = CASE WHEN @set_email THEN @email_address ELSE email_address END,
       ${columns.map((c) => `${c} = coalesce(@${c}, ${c})`).join(',\n       ')},
       updated_at = @updated_at`,
  )
  return {
    get(memberKey: string): PreferencesWire {
      const row = select.get(memberKey)
      if (!row) return { ...EMPTY }
      const wire = { ...EMPTY, emailAddress: row.email_address }
      for (const [flag, column] of Object.entries(flagColumns) as [PreferenceFlag, string][]) {
        wire[flag] = row[column] === 'Y' ? 'Y' : 'N'
      }
      return wire
    },
    /** Writes the given fields only; `emailAddress` undefined leaves the address alone. */
    set(memberKey: string, change: Partial<PreferencesWire>, stamp: string): void {
      const params: Record<string, unknown> = {
        member_key: memberKey,
        set_email: change.emailAddress !== undefined ? 1 : 0,
        email_address: change.emailAddress ?? null,
        updated_at: stamp,
      }
      for (const [flag, column] of Object.entries(flagColumns) as [PreferenceFlag, string][]) {
        params[column] = change[flag] ?? null
      }
      update.run(params)
    },
  }
}

export type PreferenceStore = ReturnType<typeof createPreferenceStore>
