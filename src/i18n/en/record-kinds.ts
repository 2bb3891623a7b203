import type { RecordKindLabels } from '@/lib/record-kinds';

export const recordKinds = {
  'record.kind.lead': 'Site contact',
  'record.kind.shipment': 'Shipment',
  'record.kind.charge': 'Charge',
  'record.kind.support': 'Support',
  'record.kind.user': 'Account',
  'record.kind.module': 'Module',
  'record.kind.mail': 'Email',
  'record.kind.document': 'Document',
  'record.kind.site': 'Site',
  'record.kind.tenant': 'Tenant',
  'record.kind.privacy': 'Privacy',
  'record.kind.maintenance': 'Maintenance',
  'record.kind.room': 'Room',
  'record.kind.notice': 'Notice',
} as const satisfies RecordKindLabels;
