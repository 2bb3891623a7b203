// The outbox's one form: retrying a failed email.
import { recordId } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

export const retryMailSchema = z.object({ mailId: recordId });

export type RetryMailInput = z.output<typeof retryMailSchema>;
