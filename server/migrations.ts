/**
 * Versioned schema migrations, applied in order at start and recorded in `schema_migrations`.
 * Never edit a released migration: append a new one.
 */
export interface Migration {
  version: number
  name: string
  sql: string
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE groups (
        group_id TEXT PRIMARY KEY,
        group_key TEXT NOT NULL UNIQUE,
        group_name TEXT NOT NULL,
        domain_id INTEGER NOT NULL,
        parent_group_id TEXT,
        parent_group_name TEXT,
        group_type TEXT NOT NULL,
        insurance_type TEXT NOT NULL,
        network_names TEXT NOT NULL DEFAULT '[]',
        effective_date TEXT,
        termination_date TEXT,
        crm_routed INTEGER NOT NULL DEFAULT 0,
        pcp_eligible INTEGER NOT NULL DEFAULT 0,
        ooc_url TEXT
      );

      CREATE TABLE members (
        member_key TEXT PRIMARY KEY,
        subscriber_id TEXT NOT NULL,
        suffix INTEGER NOT NULL,
        domain_id INTEGER NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        date_of_birth TEXT NOT NULL,
        sex TEXT NOT NULL,
        relationship TEXT NOT NULL,
        plan_employee INTEGER NOT NULL DEFAULT 0,
        employee_id TEXT,
        local598 INTEGER NOT NULL DEFAULT 0,
        hire_date TEXT,
        has_out_of_area_plan INTEGER NOT NULL DEFAULT 0,
        has_other_medical INTEGER NOT NULL DEFAULT 0,
        has_other_dental INTEGER NOT NULL DEFAULT 0,
        registration_open INTEGER NOT NULL DEFAULT 0,
        UNIQUE (domain_id, subscriber_id, suffix)
      );

      CREATE TABLE memberships (
        subscriber_id TEXT NOT NULL,
        group_id TEXT NOT NULL REFERENCES groups (group_id),
        seq INTEGER NOT NULL,
        plan_effective_date TEXT,
        plan_termination_date TEXT,
        PRIMARY KEY (subscriber_id, group_id)
      );

      CREATE TABLE eligibility (
        id INTEGER PRIMARY KEY,
        member_key TEXT NOT NULL REFERENCES members (member_key),
        group_id TEXT NOT NULL REFERENCES groups (group_id),
        category TEXT NOT NULL CHECK (category IN ('M', 'D', 'V', 'X')),
        eligible INTEGER NOT NULL DEFAULT 1,
        class_plan_id TEXT,
        plan_name TEXT NOT NULL,
        effective_date TEXT NOT NULL,
        termination_date TEXT,
        class_plan_effective_date TEXT,
        source TEXT NOT NULL
      );
      CREATE INDEX eligibility_member ON eligibility (member_key, group_id);
      CREATE INDEX eligibility_group ON eligibility (group_id);

      CREATE TABLE users (
        user_id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        domain_id INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'ACT' CHECK (status IN ('ACT', 'DIS', 'INI', 'DLG', 'FRC')),
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        member_key TEXT UNIQUE REFERENCES members (member_key),
        staff_role TEXT CHECK (staff_role IN ('logInAsAnyone', 'logInAsNonEmp')),
        created_at TEXT NOT NULL,
        password_changed_at TEXT,
        CHECK ((member_key IS NULL) <> (staff_role IS NULL))
      );

      CREATE TABLE preferences (
        member_key TEXT PRIMARY KEY REFERENCES members (member_key),
        email_address TEXT,
        electronic_eob TEXT NOT NULL DEFAULT 'N',
        email_breaking_news TEXT NOT NULL DEFAULT 'N',
        electronic_medicare_mailing TEXT NOT NULL DEFAULT 'N',
        email_payment_reminder TEXT NOT NULL DEFAULT 'N',
        email_autopay_withdrawal_reminder TEXT NOT NULL DEFAULT 'N',
        discontinue_paper_statements TEXT NOT NULL DEFAULT 'N',
        email_when_bill_ready TEXT NOT NULL DEFAULT 'N',
        email_ewp_notification TEXT NOT NULL DEFAULT 'N',
        show_ewp_landing_page TEXT NOT NULL DEFAULT 'N',
        updated_at TEXT
      );

      CREATE TABLE addresses (
        subscriber_id TEXT PRIMARY KEY,
        address_line1 TEXT NOT NULL,
        address_line2 TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL,
        state TEXT NOT NULL,
        zip_code TEXT NOT NULL,
        country TEXT NOT NULL DEFAULT 'US',
        phone_number TEXT NOT NULL DEFAULT '',
        updated_at TEXT
      );

      CREATE TABLE security_questions (
        question_id TEXT PRIMARY KEY,
        question TEXT NOT NULL,
        sort_order INTEGER NOT NULL
      );
      CREATE TABLE security_answers (
        user_id INTEGER NOT NULL REFERENCES users (user_id),
        question_id TEXT NOT NULL REFERENCES security_questions (question_id),
        answer_hash TEXT NOT NULL,
        seq INTEGER NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (user_id, question_id)
      );

      CREATE TABLE registration_policies (
        member_key TEXT PRIMARY KEY REFERENCES members (member_key),
        communication_signed INTEGER NOT NULL DEFAULT 0,
        eeob_consented INTEGER,
        updated_at TEXT
      );

      CREATE TABLE benefit_plans (
        class_plan_id TEXT PRIMARY KEY,
        category TEXT NOT NULL,
        plan_name TEXT NOT NULL,
        details TEXT NOT NULL
      );

      CREATE TABLE limits (
        id INTEGER PRIMARY KEY,
        member_key TEXT NOT NULL REFERENCES members (member_key),
        product_category TEXT NOT NULL,
        coverage_type TEXT NOT NULL CHECK (coverage_type IN ('INDIVIDUAL', 'FAMILY')),
        limit_type TEXT NOT NULL,
        network_tier TEXT,
        total REAL,
        total_met REAL,
        total_remaining REAL,
        header TEXT,
        body TEXT
      );
      CREATE INDEX limits_member ON limits (member_key);

      CREATE TABLE providers (
        provider_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        group_name TEXT,
        title TEXT,
        accepting_new_patients INTEGER NOT NULL,
        specialty TEXT,
        languages TEXT NOT NULL,
        locations TEXT NOT NULL,
        zip_code TEXT NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        search_text TEXT NOT NULL
      );

      CREATE TABLE pcp_selections (
        id INTEGER PRIMARY KEY,
        member_key TEXT NOT NULL REFERENCES members (member_key),
        provider_id TEXT NOT NULL REFERENCES providers (provider_id),
        begin_date TEXT NOT NULL,
        end_date TEXT,
        termination_reason TEXT,
        selected_at TEXT NOT NULL
      );
      CREATE INDEX pcp_selections_member ON pcp_selections (member_key);

      CREATE TABLE preventive_care_due (member_key TEXT PRIMARY KEY, due_date TEXT NOT NULL);

      CREATE TABLE ebill (
        subscriber_id TEXT PRIMARY KEY,
        has_ebill INTEGER NOT NULL,
        registered INTEGER NOT NULL,
        show_alert INTEGER NOT NULL,
        registered_at TEXT
      );

      CREATE TABLE plan_management (
        subscriber_id TEXT NOT NULL,
        group_id TEXT NOT NULL REFERENCES groups (group_id),
        eligible_and_active INTEGER NOT NULL,
        group_type TEXT,
        open_enrollment_start TEXT,
        open_enrollment_end TEXT,
        current_plan_year TEXT,
        upcoming_plan_year TEXT,
        coverage_end_upon_cancellation TEXT,
        coverage_start_upon_renewal TEXT,
        cancellation_status TEXT CHECK (cancellation_status IN ('M', 'D')),
        direct_shop_url TEXT,
        exchange_url TEXT,
        exchange_url_label TEXT,
        PRIMARY KEY (subscriber_id, group_id)
      );
      CREATE TABLE plan_cancellations (
        id INTEGER PRIMARY KEY,
        subscriber_id TEXT NOT NULL,
        group_id TEXT NOT NULL,
        status_id TEXT NOT NULL,
        requested_by_user INTEGER NOT NULL,
        requested_at TEXT NOT NULL
      );

      CREATE TABLE programs (
        program_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        categories TEXT NOT NULL,
        feature_group TEXT,
        child_resource_ids TEXT NOT NULL DEFAULT '[]',
        resource TEXT,
        url TEXT,
        url_document_type TEXT,
        phone_number TEXT
      );
      CREATE TABLE group_programs (
        group_id TEXT NOT NULL REFERENCES groups (group_id),
        program_id INTEGER NOT NULL REFERENCES programs (program_id),
        seq INTEGER NOT NULL,
        eligible INTEGER NOT NULL,
        display_order INTEGER NOT NULL,
        high_priority INTEGER NOT NULL,
        PRIMARY KEY (group_id, program_id)
      );

      CREATE TABLE referrals (
        referral_id TEXT PRIMARY KEY,
        member_key TEXT NOT NULL REFERENCES members (member_key),
        provider_id TEXT NOT NULL,
        provider_name TEXT NOT NULL,
        specialty TEXT NOT NULL,
        status_code TEXT NOT NULL,
        status_description TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        visits_authorized INTEGER NOT NULL
      );
      CREATE INDEX referrals_member ON referrals (member_key);

      CREATE TABLE medicare_materials (
        id TEXT PRIMARY KEY,
        group_id TEXT NOT NULL REFERENCES groups (group_id),
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        url TEXT NOT NULL,
        year INTEGER NOT NULL,
        seq INTEGER NOT NULL
      );

      CREATE TABLE alerts (
        alert_id TEXT PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('info', 'success', 'warning', 'error')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        can_dismiss INTEGER NOT NULL,
        links TEXT NOT NULL DEFAULT '[]',
        buttons TEXT NOT NULL DEFAULT '[]',
        domain_id INTEGER,
        group_id TEXT,
        start_date TEXT,
        end_date TEXT,
        seq INTEGER NOT NULL
      );

      CREATE TABLE holidays (
        domain_id INTEGER NOT NULL,
        holiday_date TEXT NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (domain_id, holiday_date)
      );

      CREATE TABLE id_card_requests (
        id INTEGER PRIMARY KEY,
        member_key TEXT NOT NULL,
        category TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('mail', 'email')),
        requested_at TEXT NOT NULL
      );

      -- Messages the sandbox "sent" (recovery e-mails, confirmations): recorded, never delivered.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        user_id INTEGER,
        member_key TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'claims, claim lines and explanations of benefits',
    sql: `
      -- Amounts are whole cents. A claim's totals are the sums of its lines.
      CREATE TABLE claims (
        claim_number TEXT PRIMARY KEY,
        member_key TEXT NOT NULL REFERENCES members (member_key),
        category TEXT NOT NULL CHECK (category IN ('medical', 'dental', 'vision', 'pharmacy')),
        provider_name TEXT NOT NULL,
        network_status TEXT NOT NULL CHECK (network_status IN ('IN_NETWORK', 'OUT_OF_NETWORK')),
        service_start TEXT NOT NULL,
        service_end TEXT NOT NULL,
        received_date TEXT NOT NULL,
        processed_date TEXT,
        status TEXT NOT NULL CHECK (status IN ('PAID', 'DENIED', 'PENDING')),
        denial_reason TEXT,
        CHECK ((status = 'PENDING') = (processed_date IS NULL)),
        CHECK ((status = 'DENIED') = (denial_reason IS NOT NULL))
      );
      CREATE INDEX claims_member ON claims (member_key, service_start);

      CREATE TABLE claim_lines (
        claim_number TEXT NOT NULL REFERENCES claims (claim_number),
        line_number INTEGER NOT NULL,
        service_date TEXT NOT NULL,
        procedure_code TEXT NOT NULL,
        description TEXT NOT NULL,
        billed_cents INTEGER NOT NULL,
        allowed_cents INTEGER,
        plan_paid_cents INTEGER,
        deductible_cents INTEGER,
        copay_cents INTEGER,
        coinsurance_cents INTEGER,
        not_covered_cents INTEGER,
        remark TEXT,
        PRIMARY KEY (claim_number, line_number)
      );

      CREATE TABLE eobs (
        eob_id TEXT PRIMARY KEY,
        claim_number TEXT NOT NULL UNIQUE REFERENCES claims (claim_number),
        issued_date TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'handbooks, prior authorizations and referral visits used',
    sql: `
      -- A group's handbooks (PDFs the gateway renders on request).
      CREATE TABLE handbooks (
        handbook_id TEXT PRIMARY KEY,
        group_id TEXT NOT NULL REFERENCES groups (group_id),
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        plan_year INTEGER,
        pages INTEGER,
        seq INTEGER NOT NULL
      );
      CREATE INDEX handbooks_group ON handbooks (group_id, seq);

      CREATE TABLE prior_authorizations (
        authorization_id TEXT PRIMARY KEY,
        member_key TEXT NOT NULL REFERENCES members (member_key),
        service TEXT NOT NULL,
        service_code TEXT,
        provider_name TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('APPROVED', 'PENDING', 'DENIED', 'PARTIAL', 'CANCELLED')),
        requested_date TEXT NOT NULL,
        decision_date TEXT,
        valid_from TEXT,
        valid_to TEXT,
        CHECK ((status = 'PENDING') = (decision_date IS NULL))
      );
      CREATE INDEX prior_authorizations_member ON prior_authorizations (member_key);

      ALTER TABLE referrals ADD COLUMN visits_used INTEGER;
    `,
  },
  {
    // Numbered after issue 23 rather than 4, so branches adding migrations at the same time do not
    // collide: pending migrations are applied whatever their order (db.ts).
    version: 23,
    name: 'account activity: sign-ins, failures, lock-outs, password changes and staff access',
    sql: `
      -- One row per event of a member's account (issue 23). A STAFF_ACCESS row is one login-as
      -- session: started at 'at', its last call at last_active_at, ended at ended_at once known.
      -- staff_user_id stays here (the gateway's audit); the member only ever sees 'reference'.
      CREATE TABLE account_activity (
        event_id INTEGER PRIMARY KEY,
        member_key TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN
          ('SIGN_IN', 'SIGN_IN_FAILED', 'LOCKED_OUT', 'PASSWORD_CHANGED', 'STAFF_ACCESS')),
        at TEXT NOT NULL,
        user_agent TEXT,
        trusted_device INTEGER,
        reference TEXT UNIQUE,
        staff_user_id INTEGER,
        staff_role TEXT,
        domain_id INTEGER,
        token_hash TEXT,
        last_active_at TEXT,
        ended_at TEXT,
        CHECK ((type = 'STAFF_ACCESS') = (reference IS NOT NULL))
      );
      CREATE INDEX account_activity_member ON account_activity (member_key, at);
      CREATE INDEX account_activity_token ON account_activity (token_hash);
      CREATE INDEX account_activity_staff ON account_activity (staff_user_id, ended_at);
    `,
  },
  {
    // Numbered 6 to leave 4 and 5 to changes made beside it (issue 24 ran in parallel branches).
    version: 6,
    name: 'care reminders',
    sql: `
      -- Preventive care reminders, one per member and care item (contract/src/care-reminders.ts).
      CREATE TABLE care_reminders (
        reminder_id TEXT PRIMARY KEY,
        member_key TEXT NOT NULL REFERENCES members (member_key),
        title TEXT NOT NULL,
        reason TEXT NOT NULL,
        due_date TEXT NOT NULL,
        find_care TEXT NOT NULL CHECK (find_care IN ('primary-care', 'find-a-dentist', 'resources'))
      );
      CREATE INDEX care_reminders_member ON care_reminders (member_key);
    `,
  },
  {
    // Numbered in issue 51's decision block (230-234), apart from changes made beside it.
    version: 230,
    name: 'device codes, the sandbox mailbox, account activity types from the contract',
    sql: `
      -- The activity types are the contract's list (accountActivityTypes): the table no longer
      -- repeats it, so a new type (device verification, issue 51) needs no copy of the table.
      CREATE TABLE account_activity_v230 (
        event_id INTEGER PRIMARY KEY,
        member_key TEXT NOT NULL,
        type TEXT NOT NULL,
        at TEXT NOT NULL,
        user_agent TEXT,
        trusted_device INTEGER,
        reference TEXT UNIQUE,
        staff_user_id INTEGER,
        staff_role TEXT,
        domain_id INTEGER,
        token_hash TEXT,
        last_active_at TEXT,
        ended_at TEXT,
        CHECK ((type = 'STAFF_ACCESS') = (reference IS NOT NULL))
      );
      INSERT INTO account_activity_v230 SELECT event_id, member_key, type, at, user_agent, trusted_device,
        reference, staff_user_id, staff_role, domain_id, token_hash, last_active_at, ended_at
        FROM account_activity;
      DROP TABLE account_activity;
      ALTER TABLE account_activity_v230 RENAME TO account_activity;
      CREATE INDEX account_activity_member ON account_activity (member_key, at);
      CREATE INDEX account_activity_token ON account_activity (token_hash);
      CREATE INDEX account_activity_staff ON account_activity (staff_user_id, ended_at);

      -- The code of a device verification (contract/src/device-verification.ts), one per login
      -- subject ('domain:username', also for usernames that do not exist: the same answers):
      -- scrypt-hashed, with its expiry and the tries it has left.
      CREATE TABLE device_codes (
        subject TEXT PRIMARY KEY,
        code_hash TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        tries_left INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      -- Each request for a code, counted per subject for the mail limit (kept 1 day).
      CREATE TABLE device_code_requests (
        id INTEGER PRIMARY KEY,
        subject TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX device_code_requests_subject ON device_code_requests (subject, at);

      -- The sandbox mailbox (issue 51): what a mail said, for a person trying npm start and for tests.
      ALTER TABLE outbox ADD COLUMN username TEXT;
      ALTER TABLE outbox ADD COLUMN to_address TEXT;
      ALTER TABLE outbox ADD COLUMN subject TEXT;
      ALTER TABLE outbox ADD COLUMN body TEXT;
      CREATE INDEX outbox_username ON outbox (username COLLATE NOCASE, created_at);
    `,
  },
  {
    // Numbered 235 after its decision (issue 51, decisions 235 and 236). The activity table lost its
    // type CHECK in migration 230: the new event types need no copy of it (decision 238).
    version: 235,
    name: 'two-step verification and passkeys',
    sql: `
      -- A member's authenticator app (decision 235): the key encrypted (AES-256-GCM), the last
      -- 30-second step used (a replay of it or an earlier one is refused). pending: not confirmed yet.
      CREATE TABLE two_step_apps (
        user_id INTEGER PRIMARY KEY REFERENCES users (user_id),
        secret_enc TEXT NOT NULL,
        confirmed INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        enabled_at TEXT,
        last_step INTEGER NOT NULL DEFAULT 0,
        failures INTEGER NOT NULL DEFAULT 0,
        locked_until TEXT
      );
      -- Recovery codes: a keyed hash of each, used once.
      CREATE TABLE recovery_codes (
        user_id INTEGER NOT NULL REFERENCES users (user_id),
        code_hash TEXT NOT NULL,
        used_at TEXT,
        PRIMARY KEY (user_id, code_hash)
      );
      -- A sign-in waiting for its second step: a hash of the challenge handed to the dashboard.
      CREATE TABLE two_step_challenges (
        challenge_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (user_id),
        expires_at TEXT NOT NULL
      );

      -- Passkeys (decision 236): the credential's public key and signature counter, per relying party.
      CREATE TABLE passkeys (
        credential_id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (user_id),
        rp_id TEXT NOT NULL,
        public_key BLOB NOT NULL,
        counter INTEGER NOT NULL,
        transports TEXT NOT NULL DEFAULT '[]',
        name TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_used_at TEXT
      );
      CREATE INDEX passkeys_user ON passkeys (user_id);
      -- WebAuthn challenges handed out: registration (user_id set) or sign-in (user_id null).
      CREATE TABLE passkey_challenges (
        challenge TEXT PRIMARY KEY,
        user_id INTEGER REFERENCES users (user_id),
        rp_id TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
    `,
  },
]
