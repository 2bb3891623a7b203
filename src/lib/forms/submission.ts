// A form that creates something carries a submission key: a fresh UUID the page puts in a hidden
// field. Sending the same key again (a browser retrying after a dropped connection, a double
// click) gives back the first answer instead of creating a second lead or shipment.
// No zod here: islands import it eagerly (the key's rule is submissionKey in fields.ts).

export const SUBMISSION_FIELD = 'submission';

/** A new key, in the browser or on the server (getRandomValues also works where randomUUID is
 * missing: pages served over plain http). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
