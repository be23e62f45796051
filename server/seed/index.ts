import type { DomainId } from '@member-dashboard/contract'
import { addDays, yearOf, ymd, type IsoDate } from '../dates'
import type { Db } from '../db'
import { categoryOf } from '../eligibility'
import { hashSecretSync, normalizeAnswer } from '../passwords'
import { zipCentroids } from '../reference'
import {
  holidaysFor,
  planDetailsByCategory,
  programCatalogue,
  programsByGroup,
  providerDirectory,
  referralSpecialists,
  referralStatuses,
  securityQuestionCatalogue,
} from './catalogue'
import { PERSONA_PASSWORD, personaData, type CoverageSeed, type FamilySeed } from './personas'
import { seedClaims } from './claims'
import { seedDocuments } from './documents'
import { seedCareReminders } from './care-reminders'

/**
 * Writes the personas and catalogues in one transaction. Dates are computed from `today`, the
 * seeding day, and stored as plain dates (so a database seeded today stays consistent with itself).
 */
export function seedDatabase(db: Db, today: IsoDate, stamp = new Date().toISOString()): void {
  const { groups, families, staff } = personaData(today)
  const y = yearOf(today)
  const insert = statements(db)
  let nextMemberKey = 4100100
  const classPlans = new Map<string, string>()
  const memberKeys = new Map<string, string>()
  const keyOf = (subscriberId: string, suffix: number) => memberKeys.get(`${subscriberId}/${suffix}`)!
  // Each persona secret hashed once per seeding (scrypt, about 40 ms a hash): every persona has the
  // password personas.md publishes, so the 28 users of one database share its hash and salt, as
  // the members who answered a question alike share one; a new database draws new salts.
  // Registered members and changed passwords are hashed each on their own (decision 258).
  const hashes = new Map<string, string>()
  const hashOf = (secret: string) => {
    let hash = hashes.get(secret)
    if (!hash) hashes.set(secret, (hash = hashSecretSync(secret)))
    return hash
  }

  db.transaction(() => {
    insert.setting.run('seeded_on', today)
    insert.setting.run('accreditation_level', 'Accredited')

    groups.forEach((g, i) =>
      insert.group.run({
        group_id: g.groupId,
        group_key: String(7300100 + i),
        group_name: g.groupName,
        domain_id: g.domainId,
        parent_group_id: g.parentGroupId,
        parent_group_name: g.parentGroupName,
        group_type: g.groupType,
        insurance_type: g.insuranceType,
        network_names: JSON.stringify(g.networkNames),
        effective_date: g.effectiveDate,
        crm_routed: g.crmRouted ? 1 : 0,
        pcp_eligible: g.pcpEligible ? 1 : 0,
        ooc_url: g.oocUrl ?? null,
      }),
    )

    for (const [id, question] of securityQuestionCatalogue) {
      insert.question.run(id, question, Number(id.slice(1)))
    }

    const classPlanId = (c: CoverageSeed) => {
      let id = classPlans.get(c.planName)
      if (!id) {
        id = `CP${String(classPlans.size + 101).padStart(5, '0')}`
        classPlans.set(c.planName, id)
        const category = categoryOf[c.category]
        insert.benefitPlan.run(id, category, c.planName, JSON.stringify(planDetailsByCategory[category]))
      }
      return id
    }

    for (const family of families) {
      for (const m of family.members) {
        const memberKey = String(nextMemberKey++)
        memberKeys.set(`${family.subscriberId}/${m.suffix}`, memberKey)
        insert.member.run({
          member_key: memberKey,
          subscriber_id: family.subscriberId,
          suffix: m.suffix,
          domain_id: family.domainId,
          first_name: m.firstName,
          last_name: m.lastName,
          date_of_birth: m.dateOfBirth,
          sex: m.sex,
          relationship: m.relationship,
          plan_employee: family.planEmployee && m.suffix === 0 ? 1 : 0,
          employee_id: m.suffix === 0 ? (family.employeeId ?? null) : null,
          local598: family.local598 && m.suffix === 0 ? 1 : 0,
          hire_date: m.suffix === 0 ? (family.hireDate ?? null) : null,
          registration_open: m.registrationOpen ? 1 : 0,
        })
        insert.preferences.run({
          member_key: memberKey,
          email_address: m.email ?? null,
          electronic_eob: m.suffix === 0 && m.email ? 'Y' : 'N',
          email_breaking_news: m.email ? 'Y' : 'N',
          electronic_medicare_mailing: family.domainId === 2 && m.email ? 'Y' : 'N',
          email_payment_reminder: family.ebill ? 'Y' : 'N',
          email_when_bill_ready: family.ebill ? 'Y' : 'N',
        })
        if (m.username) {
          const result = insert.user.run({
            username: m.username,
            password_hash: hashOf(PERSONA_PASSWORD),
            domain_id: family.domainId,
            status: m.status ?? 'ACT',
            failed_attempts: m.failedAttempts ?? 0,
            member_key: memberKey,
            staff_role: null,
            created_at: stamp,
          })
          const policy = m.policy ?? { signed: true, eeob: m.suffix === 0 ? true : null }
          insert.policy.run(
            memberKey,
            policy.signed ? 1 : 0,
            policy.eeob === null ? null : policy.eeob ? 1 : 0,
          )
          m.securityAnswers?.forEach(([questionId, answer], seq) =>
            insert.answer.run(
              result.lastInsertRowid,
              questionId,
              hashOf(normalizeAnswer(answer)),
              seq,
              stamp,
            ),
          )
        }
      }

      family.memberships.forEach((ms, seq) => {
        insert.membership.run(family.subscriberId, ms.groupId, seq + 1, ms.effective, ms.termination)
        const source = groups.find((g) => g.groupId === ms.groupId)!.groupType
        for (const m of family.members) {
          for (const c of [...(ms.history ?? []), ...ms.coverage]) {
            insert.eligibility.run({
              member_key: keyOf(family.subscriberId, m.suffix),
              group_id: ms.groupId,
              category: c.category,
              class_plan_id: classPlanId(c),
              plan_name: c.planName,
              effective_date: c.effective,
              termination_date: c.termination,
              class_plan_effective_date: c.effective,
              source,
            })
          }
        }
      })

      insert.address.run({ subscriber_id: family.subscriberId, ...family.address })
      if (family.ebill) {
        insert.ebill.run(family.subscriberId, 1, family.ebill.registered ? 1 : 0, family.ebill.alert ? 1 : 0)
      }
      if (family.planManagement) seedPlanManagement(insert, family, y)
      seedLimits(insert, family, keyOf, today)
    }

    for (const s of staff) {
      insert.user.run({
        username: s.username,
        password_hash: hashOf(PERSONA_PASSWORD),
        domain_id: s.domainId,
        status: 'ACT',
        failed_attempts: 0,
        member_key: null,
        staff_role: s.role,
        created_at: stamp,
      })
    }

    for (const program of programCatalogue) {
      insert.program.run({
        program_id: program.id,
        name: program.name,
        description: program.description,
        categories: JSON.stringify(program.categories),
        feature_group: program.featureGroup,
        child_resource_ids: JSON.stringify(program.childResourceIds),
        resource: program.resource,
        url: program.url,
        url_document_type: program.urlDocumentType,
        phone_number: program.phoneNumber,
      })
    }
    for (const [groupId, list] of Object.entries(programsByGroup)) {
      list.forEach(([programId, eligible, displayOrder, highPriority], seq) =>
        insert.groupProgram.run(
          groupId,
          programId,
          seq,
          eligible ? 1 : 0,
          displayOrder,
          highPriority ? 1 : 0,
        ),
      )
    }

    for (const p of providerDirectory) {
      const [lat, lon] = zipCentroids[p.zip]
      insert.provider.run({
        provider_id: p.id,
        name: p.name,
        group_name: p.groupName,
        title: p.title,
        accepting_new_patients: p.accepting ? 1 : 0,
        specialty: p.specialty,
        languages: JSON.stringify(p.languages),
        locations: JSON.stringify([
          {
            address: p.address,
            city: p.city,
            state: p.zip < '98000' ? 'OR' : 'WA',
            zipCode: p.zip,
            phoneNumber: p.phone,
          },
        ]),
        zip_code: p.zip,
        latitude: lat,
        longitude: lon,
        search_text: [p.name, p.groupName, p.specialty, p.city, ...p.languages].join(' ').toLowerCase(),
      })
    }

    // Primary care: avery has a selected PCP (and an earlier one), cameron a pediatrician, pat none.
    const avery = keyOf('EV1000001', 0)
    insert.pcp.run(
      avery,
      'P1012',
      ymd(y - 3, 1, 1),
      ymd(y - 2, 12, 31),
      'Member changed primary care provider',
      stamp,
    )
    insert.pcp.run(avery, 'P1003', ymd(y - 1, 1, 1), null, null, stamp)
    insert.pcp.run(keyOf('EV1000001', 2), 'P1005', ymd(y - 1, 1, 1), null, null, stamp)
    insert.preventiveDue.run(keyOf('EV7000007', 0), addDays(today, 45))

    seedReferrals(insert, keyOf, today)
    seedContent(insert, y)
    seedClaims(db, today)
    seedDocuments(db, keyOf, today)
    seedCareReminders(db, keyOf, today)
  })()
}

type Insert = ReturnType<typeof statements>

function statements(db: Db) {
  return {
    setting: db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)'),
    group:
      db.prepare(`INSERT INTO groups (group_id, group_key, group_name, domain_id, parent_group_id, parent_group_name,
      group_type, insurance_type, network_names, effective_date, crm_routed, pcp_eligible, ooc_url)
      VALUES (@group_id, @group_key, @group_name, @domain_id, @parent_group_id, @parent_group_name, @group_type,
      @insurance_type, @network_names, @effective_date, @crm_routed, @pcp_eligible, @ooc_url)`),
    question: db.prepare(
      'INSERT INTO security_questions (question_id, question, sort_order) VALUES (?, ?, ?)',
    ),
    benefitPlan: db.prepare(
      'INSERT INTO benefit_plans (class_plan_id, category, plan_name, details) VALUES (?, ?, ?, ?)',
    ),
    member:
      db.prepare(`INSERT INTO members (member_key, subscriber_id, suffix, domain_id, first_name, last_name,
      date_of_birth, sex, relationship, plan_employee, employee_id, local598, hire_date, registration_open)
      VALUES (@member_key, @subscriber_id, @suffix, @domain_id, @first_name, @last_name, @date_of_birth, @sex,
      @relationship, @plan_employee, @employee_id, @local598, @hire_date, @registration_open)`),
    preferences:
      db.prepare(`INSERT INTO preferences (member_key, email_address, electronic_eob, email_breaking_news,
      electronic_medicare_mailing, email_payment_reminder, email_when_bill_ready)
      VALUES (@member_key, @email_address, @electronic_eob, @email_breaking_news, @electronic_medicare_mailing,
      @email_payment_reminder, @email_when_bill_ready)`),
    user: db.prepare(`INSERT INTO users (username, password_hash, domain_id, status, failed_attempts, member_key,
      staff_role, created_at) VALUES (@username, @password_hash, @domain_id, @status, @failed_attempts, @member_key,
      @staff_role, @created_at)`),
    policy: db.prepare(
      'INSERT INTO registration_policies (member_key, communication_signed, eeob_consented) VALUES (?, ?, ?)',
    ),
    answer: db.prepare(
      'INSERT INTO security_answers (user_id, question_id, answer_hash, seq, updated_at) VALUES (?, ?, ?, ?, ?)',
    ),
    membership: db.prepare(`INSERT INTO memberships (subscriber_id, group_id, seq, plan_effective_date,
      plan_termination_date) VALUES (?, ?, ?, ?, ?)`),
    eligibility:
      db.prepare(`INSERT INTO eligibility (member_key, group_id, category, class_plan_id, plan_name,
      effective_date, termination_date, class_plan_effective_date, source) VALUES (@member_key, @group_id, @category,
      @class_plan_id, @plan_name, @effective_date, @termination_date, @class_plan_effective_date, @source)`),
    address:
      db.prepare(`INSERT INTO addresses (subscriber_id, address_line1, address_line2, city, state, zip_code,
      country, phone_number) VALUES (@subscriber_id, @addressLine1, @addressLine2, @city, @state, @zipCode, @country,
      @phoneNumber)`),
    ebill: db.prepare(
      'INSERT INTO ebill (subscriber_id, has_ebill, registered, show_alert) VALUES (?, ?, ?, ?)',
    ),
    planManagement:
      db.prepare(`INSERT INTO plan_management (subscriber_id, group_id, eligible_and_active, group_type,
      open_enrollment_start, open_enrollment_end, current_plan_year, upcoming_plan_year, coverage_end_upon_cancellation,
      coverage_start_upon_renewal, cancellation_status, direct_shop_url, exchange_url, exchange_url_label)
      VALUES (@subscriber_id, @group_id, 1, 'INDIVIDUAL', @open_enrollment_start, @open_enrollment_end,
      @current_plan_year, @upcoming_plan_year, @coverage_end_upon_cancellation, @coverage_start_upon_renewal,
      @cancellation_status, @direct_shop_url, @exchange_url, @exchange_url_label)`),
    limit:
      db.prepare(`INSERT INTO limits (member_key, product_category, coverage_type, limit_type, network_tier, total,
      total_met, total_remaining, header, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    program: db.prepare(`INSERT INTO programs (program_id, name, description, categories, feature_group,
      child_resource_ids, resource, url, url_document_type, phone_number) VALUES (@program_id, @name, @description,
      @categories, @feature_group, @child_resource_ids, @resource, @url, @url_document_type, @phone_number)`),
    groupProgram: db.prepare(`INSERT INTO group_programs (group_id, program_id, seq, eligible, display_order,
      high_priority) VALUES (?, ?, ?, ?, ?, ?)`),
    provider: db.prepare(`INSERT INTO providers (provider_id, name, group_name, title, accepting_new_patients,
      specialty, languages, locations, zip_code, latitude, longitude, search_text) VALUES (@provider_id, @name,
      @group_name, @title, @accepting_new_patients, @specialty, @languages, @locations, @zip_code, @latitude,
      @longitude, @search_text)`),
    pcp: db.prepare(`INSERT INTO pcp_selections (member_key, provider_id, begin_date, end_date, termination_reason,
      selected_at) VALUES (?, ?, ?, ?, ?, ?)`),
    preventiveDue: db.prepare('INSERT INTO preventive_care_due (member_key, due_date) VALUES (?, ?)'),
    referral:
      db.prepare(`INSERT INTO referrals (referral_id, member_key, provider_id, provider_name, specialty,
      status_code, status_description, start_date, end_date, visits_authorized) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    material: db.prepare(
      'INSERT INTO medicare_materials (id, group_id, title, description, url, year, seq) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    alert:
      db.prepare(`INSERT INTO alerts (alert_id, type, title, content, can_dismiss, links, buttons, domain_id,
      group_id, start_date, end_date, seq) VALUES (?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?)`),
    holiday: db.prepare('INSERT OR IGNORE INTO holidays (domain_id, holiday_date, name) VALUES (?, ?, ?)'),
  }
}

function seedPlanManagement(insert: Insert, family: FamilySeed, y: number) {
  insert.planManagement.run({
    subscriber_id: family.subscriberId,
    group_id: family.memberships[0].groupId,
    open_enrollment_start: ymd(y, 11, 1),
    open_enrollment_end: ymd(y + 1, 1, 15),
    current_plan_year: String(y),
    upcoming_plan_year: String(y + 1),
    coverage_end_upon_cancellation: ymd(y, 12, 31),
    coverage_start_upon_renewal: ymd(y + 1, 1, 1),
    cancellation_status: family.planManagement?.cancellationStatus ?? null,
    direct_shop_url: 'https://shop.riverbendhealth.example/individual',
    exchange_url: 'https://www.healthcare.gov/',
    exchange_url_label: 'HealthCare.gov',
  })
}

const limitText: Record<string, [string, string]> = {
  'Annual Limit': [
    'Annual Limit',
    'The most the plan pays for covered dental services for each member in a calendar year.',
  ],
  'Deductible - In Network': [
    'Deductible',
    'What you pay for covered services before the plan starts to pay.',
  ],
  'Deductible - Out of Network': [
    'Deductible',
    'What you pay for out-of-network services before the plan pays.',
  ],
  'Orthodontia Lifetime Maximum': [
    'Orthodontia',
    'The most the plan pays for orthodontic treatment over a lifetime.',
  ],
  'Out-of-Pocket Maximum': ['Out-of-pocket maximum', 'The most you pay for covered services in a plan year.'],
}

function seedLimits(
  insert: Insert,
  family: FamilySeed,
  keyOf: (s: string, n: number) => string,
  today: IsoDate,
) {
  const current = family.memberships[0].coverage.filter(
    (c) => c.termination === null || c.termination >= today,
  )
  const has = (letter: string) => current.some((c) => c.category === letter)
  const add = (
    memberKey: string,
    category: string,
    coverage: 'INDIVIDUAL' | 'FAMILY',
    type: string,
    tier: string,
    total: number,
    met: number,
    remaining: number,
  ) => {
    const [header, body] = limitText[type]
    insert.limit.run(memberKey, category, coverage, type, tier, total, met, remaining, header, body)
  }
  family.members.forEach((m, i) => {
    const key = keyOf(family.subscriberId, m.suffix)
    if (family.subscriberId === 'EV1000001' && m.suffix === 0) {
      // avery, exactly as the persona says, plus one invalid limit (met 0 and remaining 0).
      add(key, 'D', 'INDIVIDUAL', 'Deductible - Out of Network', 'outnet', 100, 50, 50)
      add(key, 'D', 'INDIVIDUAL', 'Orthodontia Lifetime Maximum', 'innet', 1500, 0, 0)
      add(key, 'D', 'INDIVIDUAL', 'Deductible - In Network', 'innet', 50, 50, 0)
      add(key, 'D', 'INDIVIDUAL', 'Annual Limit', 'innet', 1500, 400, 1100)
      add(key, 'D', 'FAMILY', 'Deductible - In Network', 'innet', 150, 100, 50)
      add(key, 'M', 'INDIVIDUAL', 'Deductible - In Network', 'innet', 1500, 620, 880)
      add(key, 'M', 'INDIVIDUAL', 'Out-of-Pocket Maximum', 'innet', 4000, 910, 3090)
      return
    }
    const met = [250, 0, 720, 125, 980][(i + family.subscriberId.charCodeAt(4)) % 5]
    if (has('D')) {
      add(key, 'D', 'INDIVIDUAL', 'Annual Limit', 'innet', 1500, met, 1500 - met)
      add(key, 'D', 'INDIVIDUAL', 'Deductible - In Network', 'innet', 50, met ? 50 : 0, met ? 0 : 50)
    }
    if (has('M')) {
      add(key, 'M', 'INDIVIDUAL', 'Deductible - In Network', 'innet', 1000, met, 1000 - Math.min(met, 1000))
      add(key, 'M', 'INDIVIDUAL', 'Out-of-Pocket Maximum', 'innet', 5000, met, 5000 - met)
    }
  })
}

function seedReferrals(insert: Insert, keyOf: (s: string, n: number) => string, today: IsoDate) {
  const statuses = ['A', 'A', 'P', 'C', 'A', 'D', 'A', 'C', 'P', 'A', 'A', 'C']
  const avery = keyOf('EV1000001', 0)
  const cameron = keyOf('EV1000001', 2)
  statuses.forEach((code, i) => {
    const [providerId, providerName, specialty] = referralSpecialists[i % referralSpecialists.length]
    const start = addDays(today, -25 * i - 3)
    insert.referral.run(
      `RF${yearOf(start)}${String(4101 + i)}`,
      i % 6 === 5 ? cameron : avery,
      providerId,
      providerName,
      specialty,
      code,
      referralStatuses[code],
      start,
      addDays(start, 180),
      code === 'D' ? 0 : 3 + (i % 4) * 2,
    )
  })
  const mia = keyOf('MC2000021', 0)
  ;[
    ['A', 2],
    ['C', 1],
  ].forEach(([code, n], i) => {
    const [providerId, providerName, specialty] = referralSpecialists[(i + 2) % referralSpecialists.length]
    const start = addDays(today, -60 * (i + 1))
    insert.referral.run(
      `RM${yearOf(start)}${7201 + i}`,
      mia,
      providerId,
      providerName,
      specialty,
      code,
      referralStatuses[code as string],
      start,
      addDays(start, 365),
      n,
    )
  })
}

function seedContent(insert: Insert, y: number) {
  const materials: [string, string, string][] = [
    ['Annual Notice of Changes', 'What changes in your plan next year.', 'annual-notice-of-changes'],
    ['Evidence of Coverage', 'The full details of your benefits and rights.', 'evidence-of-coverage'],
    ['Summary of Benefits', 'A short overview of costs and covered services.', 'summary-of-benefits'],
  ]
  materials.forEach(([title, description, slug], i) =>
    insert.material.run(
      `MM-${y + 1}-${i + 1}`,
      '10004760',
      `${title} ${y + 1}`,
      description,
      `https://medicare.riverbendhealth.example/materials/${y + 1}/${slug}.pdf`,
      y + 1,
      i,
    ),
  )

  const links = (label: string, href: string) => JSON.stringify([{ label, href }])
  insert.alert.run(
    'AL-100',
    'info',
    'Your benefits summary is ready',
    `Review your ${y} benefits summary and what is covered this year.`,
    1,
    links('View benefits', '/benefits'),
    1,
    '10001234',
    null,
    null,
    1,
  )
  insert.alert.run(
    'AL-200',
    'info',
    'Medicare Annual Enrollment',
    'Annual Enrollment runs October 15 to December 7. Review your plan materials for next year.',
    0,
    links('Medicare materials', '/benefits/medicare-materials'),
    2,
    null,
    null,
    null,
    2,
  )
  insert.alert.run(
    'AL-300',
    'warning',
    'Scheduled maintenance',
    'The dashboard was unavailable for maintenance.',
    1,
    '[]',
    null,
    null,
    ymd(y - 1, 3, 1),
    ymd(y - 1, 3, 2),
    3,
  )

  for (const domainId of [1, 2, 5] as DomainId[]) {
    for (const year of [y, y + 1]) {
      for (const [date, name] of holidaysFor(domainId, year)) insert.holiday.run(domainId, date, name)
    }
  }
}
