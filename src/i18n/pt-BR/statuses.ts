// Labels of every status (src/lib/statuses): the type makes a missing or unknown status fail.
import type { StatusLabels } from '@/lib/statuses/labels';

export const statuses = {
  'status.shipment.pending': 'Pendente',
  'status.shipment.approved': 'Aprovado',
  'status.shipment.collected': 'Coletado',
  'status.shipment.in-transit': 'Em trânsito',
  'status.shipment.out-for-delivery': 'Saiu para entrega',
  'status.shipment.delivered': 'Entregue',
  'status.shipment.exception': 'Ocorrência',
  'status.shipment.cancelled': 'Cancelado',
  'status.lead.new': 'Novo',
  'status.lead.contacted': 'Contatado',
  'status.lead.visit-scheduled': 'Visita agendada',
  'status.lead.proposal-sent': 'Proposta enviada',
  'status.lead.won': 'Ganho',
  'status.lead.lost': 'Perdido',
  'status.module.available': 'Disponível',
  'status.module.leased': 'Alugado',
  'status.job.queued': 'Na fila',
  'status.job.running': 'Em execução',
  'status.job.succeeded': 'Concluído',
  'status.job.failed': 'Falhou',
  'status.mail.pending': 'Na fila',
  'status.mail.retrying': 'Tentando de novo',
  'status.mail.sent': 'Enviado',
  'status.mail.failed': 'Falhou',
} as const satisfies StatusLabels;
