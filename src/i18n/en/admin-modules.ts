import type { Messages } from '../types';
import type { adminModules as source } from '../pt-BR/admin-modules';

export const adminModules = {
  'adminModules.meta.title': 'Modules — Admin',
  'adminModules.title': 'Modules',
  'adminModules.intro':
    'Each module’s status shows on the site as soon as it is saved. A module with a current lease shows leased until the lease ends; then available, or reserved if the staff reserved it. The note is internal: only the staff see it.',
  'adminModules.field.status': 'Status',
  'adminModules.leasedHint':
    'Leased while the lease runs. Choose Reserved to hold it for a prospective tenant when the lease ends.',
  'adminModules.untrackedHint':
    'Marked leased with no lease recorded: link the lease below, or save it as Available to free it.',
  'adminModules.earlierRecord': 'Earlier record: {tenant}, lease until {end}',
  'adminModules.earlierRecordOpen': 'Earlier record: {tenant}, no end date',
  'adminModules.field.note': 'Internal note',
  'adminModules.save': 'Save',
  'adminModules.lastChange': 'Last changed by {who} on {when}',
  'adminModules.neverChanged': 'No change recorded.',
  'adminModules.saved': 'Module saved',
  'adminModules.unchanged': 'Nothing changed: the module was already like that',
  'adminModules.error.module': 'No such module.',
  'adminModules.error.status': 'Choose available, reserved or leased.',
  'adminModules.error.leaseFirst': 'To mark the module leased, link its lease below.',
  'adminModules.error.tooLong': 'Text too long.',
} as const satisfies Messages<typeof source>;
