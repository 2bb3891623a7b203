// The sales clock: each new lead's instant answer and first-response deadline (written with the
// lead), the alert when a deadline passes, the late leads on the pipeline, and the morning digest.
// A lead written elsewhere (a visit's booking) starts it with startSalesClock(tx, lead), or with
// instantAnswerRows and firstResponseDue in a single statement, then wakeMailRunner() after commit.
import { clockAlertHandler } from './clock-alert.server';
import { registerSpecSheetAttachment } from './instant-answer.server';
import { salesDigestHandler } from './sales-digest.server';

export { firstResponseDue } from './clock-rules.server';
export { instantAnswerRows, startSalesClock } from './instant-answer.server';
export { startSalesDigest } from './sales-digest.server';
export { lateBy, lateCondition, lateText, type LateRule } from './lateness';

/** The job kinds the runner started at boot runs; the mail runner learns to draw the spec sheets the answers name. */
export function salesClockJobHandlers() {
  registerSpecSheetAttachment();
  return [clockAlertHandler(), salesDigestHandler()];
}
