// The notification the sales team receives for each lead. Always in Portuguese: it is written for
// the team, whatever the visitor's language. Transactional: the team's own inbox for the leads.
import { composeMail, mailLine, siteLink, type MailMessage } from '@/server/mail';
import type { Lead } from './lead.schema';

const NO_MESSAGE_TEXT = 'Não foi fornecida uma mensagem específica.';

/** To `to` (LEADS_NOTIFY_TO); a reply reaches the visitor. */
export function leadNotificationEmail(lead: Lead, to: string): MailMessage {
  const module = lead.modulo ? `Módulo ${lead.modulo}` : undefined;
  return composeMail({
    transactional: true,
    to,
    locale: 'pt-BR',
    subject: `Novo contato pelo site: ${lead.nome_completo}${module ? ` (${module})` : ''}`,
    replyTo: lead.email,
    lines: [
      'Novo contato recebido pelo formulário do site.',
      '',
      `Nome: ${lead.nome_completo}`,
      `Email: ${lead.email}`,
      `Celular: ${lead.celular}`,
      `Módulo de interesse: ${module ?? 'nenhum específico'}`,
      mailLine`Página: ${siteLink(lead.pagina)} (${lead.locale})`,
      '',
      'Mensagem:',
      lead.mensagem || NO_MESSAGE_TEXT,
      '',
      'Responda a este email para falar diretamente com o visitante.',
    ],
  });
}
