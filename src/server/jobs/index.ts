// Background jobs: define a kind, enqueueJob(tx, kind, payload) in the transaction that causes it,
// and give its handler to the runner that boot starts.
export {
  defineJobKind,
  exponentialBackoff,
  type JobCause,
  type JobHandler,
  type JobKind,
  type RunningJob,
} from './job-kind';
export {
  enqueueJob,
  enqueueJobOnce,
  jobRow,
  moveJobCause,
  queuedJobRow,
  retryJob,
  JOBS_CHANNEL,
  type EnqueueOptions,
} from './enqueue';
export { redactJobPayloads, type JobCauses, type JobMatch, type JobRedaction } from './redact';
export {
  jobRunnerState,
  localJobKinds,
  runDueJobs,
  startJobRunner,
  wakeLocalRunners,
  type JobRunner,
  type JobRunnerOptions,
  type RunCounts,
} from './runner';
export { claimDailyRun, startDailyTimer } from './daily-run';
