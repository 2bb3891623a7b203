// The owner of each table (house style 18): the one folder or file that inserts, updates and
// deletes its rows. Every other module calls the owner's functions, so a rule about a record lives
// in one place. `npm run lint` (scripts/check-table-owners.mjs) fails on a write anywhere else and
// on a table missing here.
export const TABLE_OWNERS = {
  // The site
  modules: 'src/features/site/modules',
  faq_questions: 'src/features/site/site-texts',
  site_banner: 'src/features/site/site-texts',
  site_identity: 'src/features/site/site-settings',
  site_images: 'src/server/site-images',
  site_content_version: 'src/server/content-version.ts',
  // Sales
  leads: 'src/features/sales/leads',
  lead_events: 'src/features/sales/leads',
  sales_clock_settings: 'src/features/sales/clock',
  visits: 'src/features/sales/visits',
  visit_slots: 'src/features/sales/visits',
  visit_settings: 'src/features/sales/visit-settings',
  visit_hours: 'src/features/sales/visit-settings',
  closed_days: 'src/features/sales/visit-settings',
  staff_calendar_feeds: 'src/features/sales/visit-calendar',
  // The customer portal
  shipments: 'src/features/portal/shipments',
  shipment_events: 'src/features/portal/shipments',
  documents: 'src/features/portal/documents',
  charges: 'src/features/portal/charges',
  support_requests: 'src/features/portal/support',
  support_messages: 'src/features/portal/support',
  notifications: 'src/features/portal/notifications',
  // Tenancy
  tenants: 'src/features/tenancy/leases',
  tenant_members: 'src/features/tenancy/leases',
  leases: 'src/features/tenancy/leases',
  tenant_invites: 'src/features/tenancy/leases',
  gate_passes: 'src/features/tenancy/gate-passes',
  maintenance_requests: 'src/features/tenancy/maintenance',
  maintenance_photos: 'src/features/tenancy/maintenance',
  maintenance_events: 'src/features/tenancy/maintenance',
  rooms: 'src/features/tenancy/rooms',
  room_bookings: 'src/features/tenancy/rooms',
  notices: 'src/features/tenancy/notices',
  notice_recipients: 'src/features/tenancy/notices',
  notice_reads: 'src/features/tenancy/notices',
  // Accounts (Better Auth writes these too, through its adapter)
  user: 'src/server/auth-records.ts',
  session: 'src/server/auth-records.ts',
  account: 'src/server/auth-records.ts',
  verification: 'src/server/auth-records.ts',
  two_factor: 'src/server/auth-records.ts',
  rate_limit: 'src/server/auth-records.ts',
  // The counters of every rate limit (the auth endpoints', tracking's, the contact form's)
  account_rate_limit: 'src/server/rate-limit.ts',
  privacy_log: 'src/features/accounts/privacy',
  // Infrastructure
  background_jobs: 'src/server/jobs',
  scheduled_runs: 'src/server/jobs',
  audit_log: 'src/server/audit',
  form_submissions: 'src/server/forms',
  work_slots: 'src/server/work-slots.ts',
  tallies: 'src/server/tallies.ts',
  tally_changes: 'src/server/tallies.ts',
} as const;
