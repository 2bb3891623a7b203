// The shared rooms tenants book (the auditorium and the other common areas) and notices to tenants.

/** A booking holds its time until it is cancelled (by its tenant or by the staff). */
export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How a notice is shown and mailed: an urgent one stands out. */
export const NOTICE_URGENCIES = ['normal', 'urgent'] as const;

export type NoticeUrgency = (typeof NOTICE_URGENCIES)[number];
