// PostgreSQL's error codes as the drivers report them (both engines give the SQLSTATE as `code`),
// possibly wrapped by Drizzle in an error whose `cause` is the driver's.

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** Two rows an exclusion constraint keeps apart (a module's leases, a room's bookings). */
export const EXCLUSION_VIOLATION = '23P01';

/** Whether `error`, or an error it wraps, is PostgreSQL's `sqlState`. */
export function isPgError(error: unknown, sqlState: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}
