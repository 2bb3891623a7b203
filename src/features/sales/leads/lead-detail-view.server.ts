// Props for one lead's page: its details, the values its forms start from, the staff to choose
// an owner from, and its timeline (newest first) in the page's language. The page adds the box of
// possible duplicates (src/features/sales/duplicates), which merges leads through this folder.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, siteToday, visitWhen } from '@/lib/format';
import { isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { LeadStatus } from '@/lib/statuses/lead';
import type { StaffRef } from '@/lib/statuses/lead-event';
import { leadStatusKey, mailStateKey } from '@/lib/statuses/labels';
import { VISIT_MINUTES } from './admin-leads.schema';
import { leadTimeline, type TimelineRow } from './lead-events.server';
import { getLead } from './leads-query.server';
import { formatDay, leadSummary, stageOptions } from './leads-view.server';
import { listStaff } from '@/server/staff';
import { lateRuleAt } from '@/features/sales/clock/lateness.server';

export const DETAIL_KEYS = [
  'adminLeads.detail.back',
  'adminLeads.detail.received',
  'adminLeads.detail.email',
  'adminLeads.detail.phone',
  'adminLeads.detail.module',
  'adminLeads.detail.page',
  'adminLeads.detail.locale',
  'adminLeads.detail.notification',
  'adminLeads.detail.message',
  'adminLeads.detail.noMessage',
  'adminLeads.detail.lostReason',
  'adminLeads.detail.erase',
  'adminLeads.detail.eraseHint',
  'adminLeads.col.stage',
  'adminLeads.col.owner',
  'adminLeads.col.followUp',
  'adminLeads.overdue',
  'adminLeads.stage.title',
  'adminLeads.stage.field',
  'adminLeads.stage.reason',
  'adminLeads.stage.submit',
  'adminLeads.owner.title',
  'adminLeads.owner.field',
  'adminLeads.owner.submit',
  'adminLeads.followUp.title',
  'adminLeads.followUp.field',
  'adminLeads.followUp.submit',
  'adminLeads.note.title',
  'adminLeads.note.field',
  'adminLeads.note.submit',
  'adminLeads.reply.title',
  'adminLeads.reply.subject',
  'adminLeads.reply.message',
  'adminLeads.reply.submit',
  'adminLeads.visit.title',
  'adminLeads.visit.hint',
  'adminLeads.visit.day',
  'adminLeads.visit.time',
  'adminLeads.visit.duration',
  'adminLeads.visit.message',
  'adminLeads.visit.overbook',
  'adminLeads.visit.submit',
  'adminLeads.timeline.title',
  'adminLeads.timeline.empty',
  'adminLeads.filter.nobody',
] as const satisfies readonly MessageKey[];

const person = (value: StaffRef | null) => value?.name ?? null;

function eventTitle({ event }: TimelineRow, locale: Locale): string {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  const stage = (v: LeadStatus) => t(leadStatusKey(v));
  const day = (v: string | null) => (v ? formatDay(v, locale) : t('adminLeads.noFollowUp'));
  const when = (v: string) => visitWhen(new Date(v), locale);
  switch (event.kind) {
    case 'note':
      return t('adminLeads.timeline.note');
    case 'stage':
      return t('adminLeads.timeline.stage', { from: stage(event.data.from), to: stage(event.data.to) });
    case 'owner':
      return t('adminLeads.timeline.owner', {
        from: person(event.data.from) ?? t('adminLeads.nobody'),
        to: person(event.data.to) ?? t('adminLeads.nobody'),
      });
    case 'follow-up':
      return t('adminLeads.timeline.followUp', { from: day(event.data.from), to: day(event.data.to) });
    case 'email':
      return t('adminLeads.timeline.email', { subject: event.data.subject });
    case 'visit':
      return t('adminLeads.timeline.visit', { when: when(event.data.startsAt) });
    case 'visit-booked':
      return t('adminLeads.timeline.visitBooked', { when: when(event.data.startsAt) });
    case 'visit-changed':
      return t('adminLeads.timeline.visitChanged', { from: when(event.data.from), to: when(event.data.to) });
    case 'visit-cancelled':
      return t('adminLeads.timeline.visitCancelled', { when: when(event.data.startsAt) });
    case 'visit-outcome':
      return t('adminLeads.timeline.visitOutcome', {
        when: when(event.data.startsAt),
        outcome: t(
          event.data.outcome === 'no-show' ? 'adminLeads.timeline.visitNoShow' : 'adminLeads.timeline.visitDone',
        ),
      });
    case 'auto-reply':
      return t('adminLeads.timeline.autoReply', { subject: event.data.subject });
    case 'merge':
      return t('adminLeads.timeline.merge', { name: event.data.name, email: event.data.email });
  }
}

function eventView(row: TimelineRow, locale: Locale) {
  const reason = row.event.kind === 'stage' ? row.event.data.reason : null;
  return {
    id: row.id,
    kind: row.event.kind,
    title: eventTitle(row, locale),
    by: translate(locale, 'adminLeads.timeline.by', {
      who: row.actorLabel,
      when: formatDateTime(row.createdAt, locale),
    }),
    body: row.body ?? (reason ? translate(locale, 'adminLeads.timeline.reason', { reason }) : null),
    delivery: row.delivery ? { state: row.delivery, label: translate(locale, mailStateKey(row.delivery)) } : null,
  };
}

export type TimelineEventView = ReturnType<typeof eventView>;

/** The page of lead `id`, or null when there is no such lead. */
export async function leadDetailProps(id: string, locale: Locale, now = new Date()) {
  const lead = await getLead(id);
  if (!lead) return null;
  const [staff, timeline, late] = await Promise.all([listStaff(), leadTimeline(lead.id), lateRuleAt(now)]);
  const today = siteToday(now);
  const leadLocale = isLocale(lead.locale) ? lead.locale : null;
  const language = leadLocale ? translate(locale, `adminLeads.language.${leadLocale}`) : lead.locale;
  // A lead's current owner stays choosable even if the account has left the staff.
  const owners = staff.map((s) => ({ value: s.id, label: `${s.name} (${s.email})` }));
  if (lead.ownerId && !owners.some((o) => o.value === lead.ownerId))
    owners.push({ value: lead.ownerId, label: lead.ownerName ?? lead.ownerId });
  return {
    labels: pick(locale, DETAIL_KEYS),
    backHref: localizePath(locale, '/admin/leads'),
    // LGPD: the privacy page finds every record of this address and erases them on request.
    eraseHref: `${localizePath(locale, '/admin/privacy')}?${new URLSearchParams({ email: lead.email })}`,
    lead: {
      ...leadSummary(lead, locale, today, late),
      message: lead.message,
      page: lead.page,
      language,
      lostReason: lead.lostReason,
      ownerId: lead.ownerId ?? '',
      followUpOn: lead.followUpOn ?? '',
      notification:
        lead.delivery === 'none'
          ? translate(locale, 'admin.delivery.none')
          : translate(locale, mailStateKey(lead.delivery)),
      delivery: lead.delivery,
    },
    replyHint: translate(locale, 'adminLeads.reply.hint', { email: lead.email, language }),
    stageOptions: stageOptions(locale),
    ownerOptions: owners,
    durationOptions: VISIT_MINUTES.map((n) => ({
      value: String(n),
      label: translate(locale, 'adminLeads.visit.minutes', { n }),
    })),
    today,
    timeline: timeline.map((row) => eventView(row, locale)),
  };
}

export type LeadDetailProps = NonNullable<Awaited<ReturnType<typeof leadDetailProps>>>;
