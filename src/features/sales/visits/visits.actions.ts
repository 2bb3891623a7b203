import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { clientIp } from '@/server/client-ip';
import { successFlash } from '@/lib/flash';
import { cancelVisitSchema, bookVisitSchema, rescheduleVisitSchema } from './visits.schema';
import { bookVisit, cancelVisit, rescheduleVisit } from './visits.server';

export const visits = {
  book: defineAction({
    accept: 'form',
    input: bookVisitSchema,
    handler: async (input, context): Promise<FormResult> => {
      const { next } = await bookVisit(input, { ip: clientIp(context), locale: context.locals.locale });
      return { next, flash: successFlash('visits.manage.title', 'visits.flash.booked') };
    },
  }),
  reschedule: defineAction({
    accept: 'form',
    input: rescheduleVisitSchema,
    handler: async (input): Promise<FormResult> => {
      const { next } = await rescheduleVisit(input);
      return { next, flash: successFlash('visits.manage.title', 'visits.flash.moved') };
    },
  }),
  cancel: defineAction({
    accept: 'form',
    input: cancelVisitSchema,
    handler: async (input, context): Promise<FormResult> => {
      await cancelVisit(input.token);
      return { next: context.url.pathname, flash: successFlash('visits.manage.title', 'visits.flash.cancelled') };
    },
  }),
};
