// The sales team's notice of a visit booked, moved or cancelled from the site. Always in
// Portuguese: it is written for the team. Transactional: the team's own inbox for the leads.
import { composeMail, mailLine, siteLink, type MailMessage } from '@/server/mail';
import { visitWhen } from '@/lib/format';

export interface VisitNotice {
  change: 'booked' | 'changed' | 'cancelled';
  name: string;
  company: string;
  email: string;
  phone: string;
  moduleNumber: number | null;
  start: Date;
  /** The visit's former start, when it was moved. */
  from?: Date;
  /** The lead's page in the admin. */
  leadPath: string;
  /** Whether the booking joined a lead that was already open (same email or phone). */
  existingLead: boolean;
}

const SUBJECT = {
  booked: 'Novo agendamento de visita pelo site',
  changed: 'Novo horário de visita',
  cancelled: 'Novo cancelamento de visita',
};

/** To `to` (LEADS_NOTIFY_TO); a reply reaches the visitor. */
export function visitNotificationEmail(visit: VisitNotice, to: string): MailMessage {
  const when = visitWhen(visit.start, 'pt-BR');
  const module = visit.moduleNumber ? `Módulo ${visit.moduleNumber}` : 'nenhum específico';
  return composeMail({
    transactional: true,
    to,
    locale: 'pt-BR',
    subject: `${SUBJECT[visit.change]}: ${visit.name} (${visit.company}), ${when}`,
    replyTo: visit.email,
    lines: [
      `${SUBJECT[visit.change]}.`,
      '',
      `Quando: ${when}`,
      visit.from ? `Antes: ${visitWhen(visit.from, 'pt-BR')}` : undefined,
      `Nome: ${visit.name}`,
      `Empresa: ${visit.company}`,
      `Email: ${visit.email}`,
      `Celular: ${visit.phone}`,
      `Módulo de interesse: ${module}`,
      visit.existingLead ? 'Contato já existente: a visita entrou no histórico do mesmo lead.' : undefined,
      '',
      mailLine`Lead: ${siteLink(visit.leadPath)}`,
    ],
  });
}
