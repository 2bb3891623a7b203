// The sales clock: each new lead's instant answer and first-response deadline (written with the
// lead), the alert when a deadline passes, the late leads on the pipeline, and the morning digest.
// The leads' owner (src/features/sales/leads) writes the answer and the deadline with the lead; the
// caller wakes the mail runner after commit.
import { clockAlertHandler } from './clock-alert.server';
import { registerSpecSheetAttachment } from './instant-answer.server';
import { salesDigestHandler } from './sales-digest.server';

export { firstResponseDue } from './clock-rules.server';
export { instantAnswer, type NewLead } from './instant-answer.server';
export { startSalesDigest } from './sales-digest.server';
export { lateBy, lateCondition, lateText, type LateRule } from './lateness';

/** The job kinds the runner started at boot runs; the mail runner learns to draw the spec sheets the answers name. */
export function salesClockJobHandlers() {
  registerSpecSheetAttachment();
  return [clockAlertHandler(), salesDigestHandler()];
}
