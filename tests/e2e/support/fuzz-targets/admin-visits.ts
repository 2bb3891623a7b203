// The staff's visit forms: the rules and hours, a closed day added or removed, and a visit's
// outcome (the fuzz knows no visit: it reaches the checks and the not-found answer). The feed's
// two forms take no input (index.ts, UNFUZZED_ACTIONS).
import { outcomeSchema } from '@/features/sales/visit-calendar/admin-visits.schema';
import {
  addClosedDaySchema,
  removeClosedDaySchema,
  visitRulesSchema,
} from '@/features/sales/visit-settings/visit-settings.schema';
import { closedDays } from '@/server/db/schema';
import { NO_RECORD, stored, type FormTarget } from './types';

const SETTINGS = ['/admin/visits/settings'];

export const ADMIN_VISIT_TARGETS: readonly FormTarget[] = [
  {
    action: 'visitSettings.saveRules',
    pages: SETTINGS,
    session: 'user',
    schema: visitRulesSchema,
    sample: () => ({
      version: '0',
      slotMinutes: '45',
      placesPerSlot: '2',
      daysAhead: '20',
      minNoticeHours: '12',
      hours1: '09:00-12:00, 14:00-17:00',
      hours5: '08:00-11:30',
    }),
  },
  {
    action: 'visitSettings.addClosedDay',
    pages: SETTINGS,
    session: 'user',
    schema: addClosedDaySchema,
    sample: () => ({ day: '2031-05-05', namePt: 'Recesso da equipe', nameEn: 'Staff break' }),
    // Every closed day the staff named, as this form would send it.
    stored: stored(
      closedDays,
      (r) => `closed day ${r.day}`,
      (r) => ({ day: r.day, namePt: r.namePt, nameEn: r.nameEn }),
      { only: (r) => r.kind === 'staff' },
    ),
  },
  {
    action: 'visitSettings.removeClosedDay',
    pages: SETTINGS,
    session: 'user',
    schema: removeClosedDaySchema,
    sample: () => ({ day: '2031-05-05' }),
  },
  {
    action: 'adminVisits.outcome',
    pages: ['/admin/visits'],
    session: 'user',
    schema: outcomeSchema,
    sample: () => ({ visitId: NO_RECORD, outcome: 'done' }),
  },
];
