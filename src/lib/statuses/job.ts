// Background jobs (src/server/jobs) and what an email's job state means to the people who read it.

/**
 * queued: waiting for its run time; running: a runner holds its lease; succeeded; failed: gave up
 * after its last attempt (an operator may queue it again).
 */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;

export type JobState = (typeof JOB_STATES)[number];

/** An email's delivery as the admin screens show it. */
export const MAIL_STATES = ['pending', 'retrying', 'sent', 'failed'] as const;

export type MailState = (typeof MAIL_STATES)[number];

/** An email job's state in the admin's words: a job that has failed before is retrying. */
export function mailState(job: { state: JobState; attempts: number }): MailState {
  if (job.state === 'succeeded') return 'sent';
  if (job.state === 'failed') return 'failed';
  // A running job has used the attempt it is on; it is retrying only if an earlier one failed.
  const failedBefore = job.state === 'running' ? job.attempts - 1 : job.attempts;
  return failedBefore > 0 ? 'retrying' : 'pending';
}
