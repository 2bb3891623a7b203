import type { Messages } from '../types';
import type { adminModules as source } from '../pt-BR/admin-modules';

export const adminModules = {
  'adminModules.meta.title': 'Modules — Admin',
  'adminModules.title': 'Modules',
  'adminModules.intro':
    'Each module’s status shows on the site as soon as it is saved. Tenant, contract end and note are internal: only the staff see them.',
  'adminModules.field.status': 'Status',
  'adminModules.field.tenant': 'Tenant',
  'adminModules.field.contractEnd': 'Contract ends',
  'adminModules.field.note': 'Internal note',
  'adminModules.save': 'Save',
  'adminModules.lastChange': 'Last changed by {who} on {when}',
  'adminModules.neverChanged': 'No change recorded.',
  'adminModules.saved': 'Module saved',
  'adminModules.unchanged': 'Nothing changed: the module was already like that',
  'adminModules.error.module': 'No such module.',
  'adminModules.error.status': 'Choose available, reserved or leased.',
  'adminModules.error.contractEnd': 'Enter a valid date.',
  'adminModules.error.tooLong': 'Text too long.',
} as const satisfies Messages<typeof source>;
