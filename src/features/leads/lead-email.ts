// The notification the sales team receives for each lead. Always in Portuguese: it is written for
// the team, whatever the visitor's language.
import type { Lead } from './leads.server';

export const NO_MESSAGE_TEXT = 'Não foi fornecida uma mensagem específica.';

export function leadNotification(lead: Lead, siteUrl: string) {
  const module = lead.modulo ? `Módulo ${lead.modulo}` : undefined;
  const lines = [
    'Novo contato recebido pelo formulário do site.',
    '',
    `Nome: ${lead.nome_completo}`,
    `Email: ${lead.email}`,
    `Celular: ${lead.celular}`,
    `Módulo de interesse: ${module ?? 'nenhum específico'}`,
    `Página: ${siteUrl}${lead.pagina} (${lead.locale})`,
    '',
    'Mensagem:',
    lead.mensagem || NO_MESSAGE_TEXT,
    '',
    'Responda a este email para falar diretamente com o visitante.',
  ];
  return {
    subject: `Novo contato pelo site: ${lead.nome_completo}${module ? ` (${module})` : ''}`,
    text: lines.join('\n'),
    replyTo: lead.email,
  };
}
