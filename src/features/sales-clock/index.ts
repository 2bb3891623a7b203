// The sales clock: each new lead's instant answer and first-response deadline (written with the
// lead), the alert when a deadline passes, the late leads on the pipeline, and the morning digest.
// The booking engineer's leads start it with startSalesClock(tx, lead) (or instantAnswerRows and
// firstResponseDue for a single statement), then wakeSalesClock() after commit.
import { clockAlertHandler } from './clock-alert.server';
import { instantAnswerHandler } from './instant-answer.server';
import { salesDigestHandler } from './sales-digest.server';

export { firstResponseDue, instantAnswerRows, startSalesClock, wakeSalesClock } from './instant-answer.server';
export { startSalesDigest } from './sales-digest.server';

/** The job kinds the runner started at boot runs. */
export const salesClockJobHandlers = () => [instantAnswerHandler(), clockAlertHandler(), salesDigestHandler()];
