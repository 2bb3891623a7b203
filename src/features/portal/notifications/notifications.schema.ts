// The notifications page's two forms: mark one read, mark all read. Both say which page of the
// list to come back to.
import { hiddenText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

/** Which page of the list the form was on ('2'); anything else is the first. */
const page = hiddenText(6);

export const markReadSchema = z.object({
  // Not checked as a UUID here: a malformed id is answered like another user's (nothing changes).
  id: hiddenText(64),
  page,
});

export const markAllReadSchema = z.object({ page });
