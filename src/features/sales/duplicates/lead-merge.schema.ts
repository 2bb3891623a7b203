// The merge form (a plain POST from the confirmation step): the lead kept and the lead merged into it.
import { recordId } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

export const mergeSchema = z.object({ keepId: recordId, mergeId: recordId });
