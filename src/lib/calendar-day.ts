// Days as forms and URLs write them: 'yyyy-MM-dd', checked to be a real calendar day.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'yyyy-MM-dd' between 2000 and 2100 (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
}
