// The staff's forms on the visits' pages (plain POST without JavaScript): a visit's outcome, and
// their own calendar feed made or revoked. Each checks the role and makes one change.
import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { feedSchema, outcomeSchema } from './admin-visits.schema';
import { createFeed, revokeFeed } from './calendar-feed.server';
import { markVisitOutcome } from './visit-outcome.server';
import { visitsWeek } from './week-view.server';

export const adminVisits = {
  outcome: defineAction({
    accept: 'form',
    input: outcomeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { day } = await markVisitOutcome(staff, input);
      return {
        next: visitsWeek.href(context.locals.locale, { semana: day }),
        flash: { title: 'adminVisits.saved.outcome', variant: 'success' },
      };
    },
  }),
  createFeed: defineAction({
    accept: 'form',
    input: feedSchema,
    handler: async (_input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await createFeed(staff);
      return {
        next: localizePath(context.locals.locale, '/admin/visits/calendar'),
        flash: { title: 'adminVisits.saved.feed', variant: 'success' },
      };
    },
  }),
  revokeFeed: defineAction({
    accept: 'form',
    input: feedSchema,
    handler: async (_input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { changed } = await revokeFeed(staff);
      return {
        next: localizePath(context.locals.locale, '/admin/visits/calendar'),
        flash: changed
          ? { title: 'adminVisits.saved.revoked', variant: 'success' }
          : { title: 'adminVisits.unchanged', variant: 'info' },
      };
    },
  }),
};
