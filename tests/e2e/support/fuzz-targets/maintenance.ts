// The maintenance forms: the tenant's new request and rating (the fuzz account is staff and no
// tenant's, so they reach the tenancy check and its refusal), and the staff's assignment, move and
// note on a request the fuzz does not know (the checks and the not-found answer).
import {
  assignSchema,
  moveSchema,
  newRequestSchema,
  noteSchema,
  rateSchema,
} from '@/features/tenancy/maintenance/maintenance.schema';
import { maintenanceEvents, maintenanceRequests } from '@/server/db/schema';
import { NO_RECORD, stored, type FormTarget } from './types';

const STAFF_PAGE = [`/admin/tenants/maintenance/${NO_RECORD}`];

export const MAINTENANCE_TARGETS: readonly FormTarget[] = [
  {
    action: 'maintenance.create',
    pages: ['/dashboard/maintenance'],
    session: 'user',
    schema: newRequestSchema,
    sample: (u) => ({
      moduleNumber: '7',
      category: 'dock_door',
      urgency: 'high',
      description: 'A porta da doca não fecha.\nFica emperrada.',
      submission: u.uuid,
    }),
    // Every request, however opened, as this form would send it.
    stored: stored(
      maintenanceRequests,
      (r) => r.id,
      (r) => ({ moduleNumber: r.moduleNumber, category: r.category, urgency: r.urgency, description: r.description }),
      { multiline: ['description'] },
    ),
  },
  {
    action: 'maintenance.rate',
    pages: [`/dashboard/maintenance/${NO_RECORD}`],
    session: 'user',
    schema: rateSchema,
    sample: (u) => ({ requestId: u.uuid, rating: '5', comment: 'Rápido e limpo.' }),
  },
  {
    action: 'maintenance.assign',
    pages: STAFF_PAGE,
    session: 'user',
    schema: assignSchema,
    sample: (u) => ({ requestId: u.uuid, version: '0', assigneeId: '' }),
  },
  {
    action: 'maintenance.move',
    pages: STAFF_PAGE,
    session: 'user',
    schema: moveSchema,
    sample: (u) => ({ requestId: u.uuid, version: '0', status: 'refused', reason: 'Fora do escopo.', note: '' }),
  },
  {
    action: 'maintenance.note',
    pages: STAFF_PAGE,
    session: 'user',
    schema: noteSchema,
    sample: (u) => ({ requestId: u.uuid, note: 'Peça encomendada.', visibility: 'public', submission: u.uuid }),
    // Every note, public or internal, as this form would send it.
    stored: stored(
      maintenanceEvents,
      (r) => r.id,
      (r) => ({ requestId: r.requestId, note: r.note ?? '', visibility: r.public ? 'public' : 'staff' }),
      { only: (r) => r.kind === 'note', multiline: ['note'] },
    ),
  },
];
