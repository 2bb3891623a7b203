// The visit booking forms anyone may post: booking a free slot, and moving or cancelling a visit
// through its signed link (here a link that names no visit: the refusal is what is fuzzed).
import { bookVisitSchema, cancelVisitSchema, rescheduleVisitSchema } from '@/features/sales/visits/visits.schema';
import { NO_RECORD, type FormTarget } from './types';

/** A slot the default rules offer: 9:00 Fortaleza on a weekday at least two days ahead. */
function aFreeSlot(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return `${day.toISOString().slice(0, 10)}T12:00:00.000Z`;
}

const NO_VISIT_LINK = `${NO_RECORD}.9999999999.AAAA`;

export const BOOKING_TARGETS: readonly FormTarget[] = [
  {
    action: 'visits.book',
    pages: ['/agendar-visita'],
    session: 'none',
    schema: bookVisitSchema,
    sample: (u) => ({
      nome_completo: 'Ana Souza',
      empresa: 'Transportes Potiguar',
      email: `ana.${u.id}@example.com`,
      celular: '(84) 99999-9999',
      modulo: '5',
      horario: aFreeSlot(),
      submission: u.uuid,
    }),
  },
  {
    action: 'visits.reschedule',
    pages: [`/visita/${NO_VISIT_LINK}`],
    session: 'none',
    schema: rescheduleVisitSchema,
    sample: (u) => ({ token: NO_VISIT_LINK, horario: aFreeSlot(), submission: u.uuid }),
  },
  {
    action: 'visits.cancel',
    pages: [`/visita/${NO_VISIT_LINK}`],
    session: 'none',
    schema: cancelVisitSchema,
    sample: () => ({ token: NO_VISIT_LINK }),
  },
];
