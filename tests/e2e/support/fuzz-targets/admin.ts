// The admin area's forms: modules, the mail outbox, the leads pipeline and the staff's account
// forms. These name the real records made before the run (fuzz-records.ts): a lead, an email and a
// customer account made for the fuzz, so they reach the change itself, not only the not-found
// answer. The account forms only ever name that customer: never the fuzz's own admin, whose
// demotion or suspension would end the run's session.
import {
  demoteSchema,
  inviteSchema,
  promoteSchema,
  restoreSchema,
  suspendSchema,
  twoFactorOffSchema,
} from '@/features/accounts/account-admin/admin-accounts.schema';
import {
  followUpSchema,
  OVERBOOK_VALUE,
  noteSchema,
  ownerSchema,
  replySchema,
  stageSchema,
  visitSchema,
} from '@/features/sales/leads/admin-leads.schema';
import { mergeSchema } from '@/features/sales/duplicates/lead-merge.schema';
import { retryMailSchema } from '@/features/operations/mail/admin-mail.schema';
import { updateModuleSchema } from '@/features/site/module-status/admin-modules.schema';
import { SITE_NAME_MAX_LENGTH, siteIdentitySchema } from '@/features/site/site-settings/site-identity.schema';
import { resetPhotoSchema, savePhotoSchema } from '@/features/site/site-settings/site-photos.schema';
import { VALID_IDENTITY_FORM } from '@/features/site/site-settings/test-fixtures';
import { moduleContentSchema } from '@/features/site/module-content/module-content.schema';
import { clockSchema, timeOfMinute } from '@/features/sales/clock/clock-rules.schema';
import { z } from '@/lib/forms/zod';
import { auditLog, leadEvents, leads, modules, salesClockSettings, siteIdentity, user } from '@/server/db/schema';
import { NO_RECORD, stored, type FormTarget, type FuzzRecords, type ObjectSchema, type Row } from './types';

/** A staff form on the fuzz's signed-in admin session. */
const staffForm = (
  action: string,
  pages: readonly string[],
  schema: ObjectSchema,
  sample: FormTarget['sample'],
  more: Pick<FormTarget, 'stored'> = {},
): FormTarget => ({
  action,
  pages,
  session: 'user',
  schema,
  sample,
  ...more,
});

// Site time is UTC-3 all year (src/lib/site-time.ts).
const siteClock = (iso: unknown) => new Date(Date.parse(String(iso)) - 3 * 60 * 60 * 1000).toISOString();
const data = (row: { data: Record<string, unknown> }, key: string) =>
  (row.data[key] ?? undefined) as string | undefined;
const eventLabel = (r: { leadId: string; id: number; kind: string }) => `${r.leadId} #${r.id} (${r.kind})`;
const ofKind = (kind: string) => (r: { kind: string }) => r.kind === kind;
/** Who did it, as the timeline and the audit log name them: never a control character. */
const actorName = { names: { actorLabel: 460 } } as const;

// Every entry, whoever wrote it: a recognisable action and subject, and an actor label that is a
// name and an address (the audit's before/after are the forms' values, checked in their tables).
const auditEntrySchema = z.object({
  action: z.string().check(z.regex(/^[a-z][A-Za-z-]*\.[a-z][A-Za-z-]*$/)),
  subjectKind: z.string().check(z.regex(/^[a-z][a-z_-]*$/)),
  subjectId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
});
const auditEntries = stored(
  auditLog,
  (r) => `#${r.id} ${r.action}`,
  (r) => ({ action: r.action, subjectKind: r.subjectKind, subjectId: r.subjectId }),
  { schema: auditEntrySchema, ...actorName },
);

const LEAD_PAGES = ['/admin/leads/{lead}'];
const lead = (records: FuzzRecords) => ({ leadId: records.leadId });

const LEAD_TARGETS: readonly FormTarget[] = [
  staffForm(
    'adminLeads.stage',
    [...LEAD_PAGES, '/admin/leads/board'],
    stageSchema,
    (_u, r) => ({ ...lead(r), stage: 'lost', reason: 'Fechou com outro condomínio.', from: 'board' }),
    {
      // Every lead's stage and reason (a lost lead has one), and every stage change on a timeline.
      stored: [
        stored(
          leads,
          (r) => r.id,
          (r) => ({ leadId: r.id, stage: r.status, reason: r.lostReason ?? undefined }),
          { multiline: ['reason'] },
        ),
        stored(leadEvents, eventLabel, (r) => ({ leadId: r.leadId, stage: data(r, 'to'), reason: data(r, 'reason') }), {
          only: ofKind('stage'),
          multiline: ['reason'],
          ...actorName,
        }),
      ],
    },
  ),
  // The lead's owner is the fuzz admin (staff); anything else is refused.
  staffForm('adminLeads.owner', LEAD_PAGES, ownerSchema, (_u, r) => ({ ...lead(r), ownerId: r.userId }), {
    stored: stored(
      leads,
      (r) => r.id,
      (r) => ({ leadId: r.id, ownerId: r.ownerId ?? undefined }),
    ),
  }),
  staffForm('adminLeads.followUp', LEAD_PAGES, followUpSchema, (_u, r) => ({ ...lead(r), followUpOn: '2026-12-15' }), {
    stored: [
      stored(
        leads,
        (r) => r.id,
        (r) => ({ leadId: r.id, followUpOn: r.followUpOn ?? undefined }),
      ),
      stored(leadEvents, eventLabel, (r) => ({ leadId: r.leadId, followUpOn: data(r, 'to') }), {
        only: ofKind('follow-up'),
        ...actorName,
      }),
    ],
  }),
  staffForm(
    'adminLeads.note',
    LEAD_PAGES,
    noteSchema,
    (_u, r) => ({ ...lead(r), note: 'Ligou pedindo a planta.\nRetornar amanhã.' }),
    {
      stored: stored(leadEvents, eventLabel, (r) => ({ leadId: r.leadId, note: r.body }), {
        only: ofKind('note'),
        multiline: ['note'],
        ...actorName,
      }),
    },
  ),
  staffForm(
    'adminLeads.reply',
    LEAD_PAGES,
    replySchema,
    (_u, r) => ({ ...lead(r), subject: 'Visita ao módulo 5', message: 'Olá, Ana.\nPodemos agendar a visita.' }),
    {
      stored: stored(
        leadEvents,
        eventLabel,
        (r) => ({ leadId: r.leadId, subject: data(r, 'subject'), message: r.body }),
        { only: ofKind('email'), multiline: ['message'], ...actorName },
      ),
    },
  ),
  // A day years ahead: a visit in the past is refused. Booked over the slot's places, so that every
  // valid post of the run is stored (the first fills the slot's one place).
  staffForm(
    'adminLeads.visit',
    LEAD_PAGES,
    visitSchema,
    (_u, r) => ({
      ...lead(r),
      day: '2031-03-14',
      time: '10:30',
      minutes: '60',
      message: 'Traga um documento.',
      overbook: OVERBOOK_VALUE,
    }),
    {
      stored: stored(
        leadEvents,
        eventLabel,
        (r) => ({
          leadId: r.leadId,
          day: siteClock(data(r, 'startsAt')).slice(0, 10),
          time: siteClock(data(r, 'startsAt')).slice(11, 16),
          message: r.body ?? undefined,
        }),
        { only: ofKind('visit'), multiline: ['message'], ...actorName },
      ),
    },
  ),
  // The fuzz's one lead has no duplicate, and merging it away would take it from the other forms:
  // the valid sample names a lead that does not exist, so it reaches every check and the refusal.
  staffForm('leadDuplicates.merge', ['/admin/leads/duplicates'], mergeSchema, (_u, r) => ({
    keepId: r.leadId,
    mergeId: NO_RECORD,
  })),
];

const ACCOUNT_PAGES = ['/admin/accounts/{customer}', '/admin/accounts'];
const customer = (records: FuzzRecords) => ({ userId: records.customerId });

const ACCOUNT_TARGETS: readonly FormTarget[] = [
  // Invited staff are accounts like any other: the profile form's check of `user` covers them.
  staffForm('adminAccounts.invite', ['/admin/accounts'], inviteSchema, (u) => ({
    firstName: 'Bruna',
    lastName: 'Lima',
    email: `equipe.${u.id}@example.com`,
    locale: 'pt-BR',
  })),
  staffForm('adminAccounts.promote', ACCOUNT_PAGES, promoteSchema, (_u, r) => customer(r)),
  staffForm('adminAccounts.demote', ACCOUNT_PAGES, demoteSchema, (_u, r) => ({ ...customer(r), confirm: 'yes' })),
  staffForm(
    'adminAccounts.suspend',
    ACCOUNT_PAGES,
    suspendSchema,
    (_u, r) => ({ ...customer(r), reason: 'Pagamento em atraso', confirm: 'yes' }),
    {
      // Every suspension's reason, whoever suspended.
      stored: stored(
        user,
        (r) => r.email,
        (r) => ({ userId: r.id, reason: r.banReason ?? undefined, confirm: 'yes' }),
      ),
    },
  ),
  staffForm('adminAccounts.restore', ACCOUNT_PAGES, restoreSchema, (_u, r) => customer(r)),
  staffForm('adminAccounts.turnOffTwoFactor', ACCOUNT_PAGES, twoFactorOffSchema, (_u, r) => ({
    ...customer(r),
    confirm: 'yes',
  })),
];

const moduleForm = (r: Row) => ({
  module: String(r.number),
  status: r.reserved ? 'reserved' : r.status,
  privateNote: r.privateNote ?? undefined,
});

/**
 * A module's public content as its form sends it. The price is left out: the form takes reais and
 * stores centavos, so no text would read back as the stored number; the table's own check keeps it
 * whole (all three parts or none, none negative).
 */
const moduleContentForm = (r: typeof modules.$inferSelect) => ({
  module: String(r.number),
  version: String(r.version),
  descriptionPt: r.descriptionPt,
  descriptionEn: r.descriptionEn,
  storageArea: r.storageArea,
  mezzanineArea: r.mezzanineArea,
  canopyArea: r.canopyArea,
  gatehouseArea: r.gatehouseArea,
  utilitiesArea: r.utilitiesArea,
  docks: String(r.docks),
  ramps: String(r.ramps),
});

/** The stored identity as its form sends it: every column but the id, as text. */
const siteForm = (r: Row) =>
  Object.fromEntries(
    Object.entries(r)
      .filter(([k, v]) => k !== 'id' && k !== 'updatedAt' && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );

const PHOTO_PAGE = '/admin/site/photos/facility-gatehouse';

export const ADMIN_TARGETS: readonly FormTarget[] = [
  // The identity names the version it was read at: the first valid post saves (version 0, the
  // defaults), the later ones are refused as changed meanwhile, after every field's checks.
  staffForm('adminSite.saveIdentity', ['/admin/site'], siteIdentitySchema, () => ({ ...VALID_IDENTITY_FORM }), {
    stored: [
      stored(siteIdentity, () => 'site identity', siteForm, { longNames: { name: SITE_NAME_MAX_LENGTH } }),
      auditEntries,
    ],
  }),
  // A slot's photo: `file` comes first, so the 'file' encoding sends it as an uploaded file (not an
  // image: refused with its message); the alt texts and focal point save alone at version 0.
  staffForm(
    'adminSite.savePhoto',
    [PHOTO_PAGE],
    savePhotoSchema,
    () => ({
      file: '%PDF-1.7\n%%EOF\n',
      slot: 'facility-gatehouse',
      version: '0',
      altPt: 'Portaria',
      altEn: 'Gatehouse',
      focalX: '40',
      focalY: '60',
    }),
    { stored: [auditEntries] },
  ),
  staffForm(
    'adminSite.resetPhoto',
    [PHOTO_PAGE],
    resetPhotoSchema,
    () => ({ slot: 'facility-gatehouse', version: '1' }),
    {
      stored: [auditEntries],
    },
  ),
  staffForm(
    'adminModules.update',
    ['/admin/modules'],
    updateModuleSchema,
    () => ({
      module: '5',
      status: 'reserved',
      privateNote: 'Contrato em revisão.\nLigar em dezembro.',
    }),
    {
      stored: [
        stored(modules, (r) => `module ${r.number}`, moduleForm, {
          multiline: ['privateNote'],
        }),
        auditEntries,
      ],
    },
  ),
  // Module 5's public content, at the version the run starts with (later saves are refused as stale:
  // that answer is fuzzed too).
  staffForm(
    'adminSiteModules.save',
    ['/admin/site/modules/5'],
    moduleContentSchema,
    () => ({
      module: '5',
      version: '0',
      descriptionPt: 'Módulo com escritório.\nPé-direito de 12 m.',
      descriptionEn: 'Module with an office.\n12 m clear height.',
      storageArea: '1490,62',
      mezzanineArea: '180',
      canopyArea: '136',
      gatehouseArea: '71,9778',
      utilitiesArea: '6,6278',
      docks: '4',
      ramps: '1',
      rentCents: '45.000,00',
      condoFeeCents: '3.500,00',
      iptuCents: '1.200,00',
    }),
    {
      stored: [
        stored(modules, (r) => `module ${r.number}`, moduleContentForm, {
          multiline: ['descriptionPt', 'descriptionEn'],
        }),
        auditEntries,
      ],
    },
  ),
  // An email already in the outbox (retrying one that has not failed is refused).
  staffForm('adminMail.retry', ['/admin/mail/{mail}', '/admin/mail'], retryMailSchema, (_u, r) => ({
    mailId: r.mailId,
  })),
  // The sales clock's rules: the first valid post saves (version 0); later ones are refused as changed meanwhile.
  staffForm(
    'salesClock.save',
    ['/admin/leads/clock'],
    clockSchema,
    () => ({
      version: '0',
      firstResponseMinutes: '90',
      opens: '08:30',
      closes: '17:30',
      daysNew: '3',
      daysContacted: '7',
      daysVisitScheduled: '10',
      daysProposalSent: '20',
    }),
    {
      stored: [
        stored(
          salesClockSettings,
          () => 'sales clock',
          (r) => ({
            version: String(r.version),
            firstResponseMinutes: String(r.firstResponseMinutes),
            opens: timeOfMinute(r.businessOpensMinute),
            closes: timeOfMinute(r.businessClosesMinute),
            daysNew: String(r.stageDays.new),
            daysContacted: String(r.stageDays.contacted),
            daysVisitScheduled: String(r.stageDays['visit-scheduled']),
            daysProposalSent: String(r.stageDays['proposal-sent']),
          }),
        ),
        auditEntries,
      ],
    },
  ),
  ...LEAD_TARGETS,
  ...ACCOUNT_TARGETS,
];
