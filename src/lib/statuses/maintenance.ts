// A tenant's maintenance request (src/features/tenancy/maintenance): open until the staff answer it, then
// scheduled, in progress and done, or refused with a reason. Done and refused are final.

export const MAINTENANCE_STATUSES = ['open', 'scheduled', 'in_progress', 'done', 'refused'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** Where the staff may move a request from each status (refusing needs a reason). */
export const MAINTENANCE_TRANSITIONS: Record<MaintenanceStatus, readonly MaintenanceStatus[]> = {
  open: ['scheduled', 'in_progress', 'refused'],
  scheduled: ['in_progress', 'refused'],
  in_progress: ['done', 'scheduled'],
  done: [],
  refused: [],
};

export const canMove = (from: MaintenanceStatus, to: MaintenanceStatus) => MAINTENANCE_TRANSITIONS[from].includes(to);

/** What the request is about (the categories). */
export const MAINTENANCE_CATEGORIES = [
  'electrical',
  'plumbing',
  'dock_door',
  'roof',
  'security',
  'cleaning',
  'other',
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];

export const MAINTENANCE_URGENCIES = ['low', 'normal', 'high', 'emergency'] as const;
export type MaintenanceUrgency = (typeof MAINTENANCE_URGENCIES)[number];

/**
 * How long the staff have to answer a request of each urgency, in hours (decision 035): the
 * request is overdue while it is still open past its due time.
 */
export const RESPONSE_HOURS: Record<MaintenanceUrgency, number> = {
  emergency: 4,
  high: 24,
  normal: 3 * 24,
  low: 7 * 24,
};

/** When a request of `urgency` opened at `openedAt` must be answered. */
export const responseDueAt = (urgency: MaintenanceUrgency, openedAt: Date) =>
  new Date(openedAt.getTime() + RESPONSE_HOURS[urgency] * 3_600_000);

/** Whether a request is overdue at `now`: still unanswered (open) past its due time. */
export const isOverdue = (row: { status: MaintenanceStatus; dueAt: Date }, now: Date) =>
  row.status === 'open' && row.dueAt.getTime() < now.getTime();

/** A note on a request: shown to the tenant, or to the staff only. */
export const NOTE_VISIBILITIES = ['public', 'staff'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];
