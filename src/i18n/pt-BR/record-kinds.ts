// The name of every kind of record (src/lib/record-kinds.ts): the type makes a missing or unknown kind fail.
import type { RecordKindLabels } from '@/lib/record-kinds';

export const recordKinds = {
  'record.kind.lead': 'Contato do site',
  'record.kind.shipment': 'Envio',
  'record.kind.charge': 'Cobrança',
  'record.kind.support': 'Suporte',
  'record.kind.user': 'Conta',
  'record.kind.module': 'Módulo',
  'record.kind.mail': 'E-mail',
  'record.kind.document': 'Documento',
  'record.kind.site': 'Site',
  'record.kind.tenant': 'Inquilino',
  'record.kind.privacy': 'Privacidade',
  'record.kind.maintenance': 'Manutenção',
  'record.kind.room': 'Sala',
  'record.kind.notice': 'Aviso',
} as const satisfies RecordKindLabels;
