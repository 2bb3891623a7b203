// The staff's forms on the visits' pages, shared by the actions and the tests: a visit's outcome
// (after its start), and the private calendar feed made or revoked.
import { recordId } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

export const VISIT_OUTCOMES = ['done', 'no-show'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

export const outcomeSchema = z.object({
  visitId: recordId,
  outcome: z.enum(VISIT_OUTCOMES, 'adminVisits.error.outcome'),
});

/** The feed's forms carry nothing: they act on the signed-in staff member's own feed. */
export const feedSchema = z.object({});

export type OutcomeInput = z.output<typeof outcomeSchema>;
