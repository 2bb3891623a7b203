// A visit to the condominium: booked by a visitor from a free slot (or by the staff), then
// cancelled, or marked done or no-show by the staff after its time.

export const VISIT_STATUSES = ['booked', 'cancelled', 'done', 'no-show'] as const;

export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** Who put the visit in the calendar: the visitor from the site's slots, or the staff by hand. */
export const VISIT_SOURCES = ['site', 'staff'] as const;

export type VisitSource = (typeof VISIT_SOURCES)[number];

/** Why a day takes no visits: a national or municipal holiday, or a day the staff closed. */
export const CLOSED_DAY_KINDS = ['national', 'municipal', 'staff'] as const;

export type ClosedDayKind = (typeof CLOSED_DAY_KINDS)[number];
