import type { Messages } from '../types';
import type { adminAudit as source } from '../pt-BR/admin-audit';

export const adminAudit = {
  'adminAudit.meta.title': 'Audit log — Admin',
  'adminAudit.title': 'Audit log',
  'adminAudit.intro': 'Every staff action that changed data, newest first: who, what, when, and the record before and after.',
  'adminAudit.filter.label': 'Filter the audit log',
  'adminAudit.filter.action': 'Action (starts with)',
  'adminAudit.filter.actor': 'Who (name or email)',
  'adminAudit.filter.subjectKind': 'Record kind',
  'adminAudit.filter.subjectId': 'Record id',
  'adminAudit.filter.from': 'From',
  'adminAudit.filter.to': 'To',
  'adminAudit.filter.submit': 'Filter',
  'adminAudit.filter.clear': 'Clear filters',
  'adminAudit.col.when': 'When',
  'adminAudit.col.who': 'Who',
  'adminAudit.col.action': 'Action',
  'adminAudit.col.subject': 'Record',
  'adminAudit.col.changes': 'Before → after',
  'adminAudit.noChanges': 'No field changed',
  'adminAudit.list.empty': 'No action matches these filters.',
  'adminAudit.list.countOne': '{count} action',
  'adminAudit.list.countOther': '{count} actions',
  'adminAudit.list.pages': 'Page {page} of {pages}',
  'adminAudit.list.previous': 'Newer',
  'adminAudit.list.next': 'Older',
} as const satisfies Messages<typeof source>;
