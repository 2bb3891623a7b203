// The staff's forms on the visits' pages (plain POST without JavaScript): a visit's outcome, and
// their own calendar feed made or revoked. Each checks the role and makes one change.
import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { changeFlash, successFlash } from '@/lib/flash';
import { feedSchema, outcomeSchema } from './admin-visits.schema';
import { createFeed, revokeFeed } from './calendar-feed.server';
import { markVisitOutcome } from './visit-outcome.server';
import { visitsWeek } from './week-view.server';
import { staffFormAction } from '@/server/forms/form-action';

export const adminVisits = {
  outcome: staffFormAction(outcomeSchema, async (staff, input, context) => {
    const { day } = await markVisitOutcome(staff, input);
    return {
      next: visitsWeek.href(context.locals.locale, { semana: day }),
      flash: successFlash('adminVisits.saved.outcome'),
    };
  }),
  createFeed: defineAction({
    accept: 'form',
    input: feedSchema,
    handler: async (_input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await createFeed(staff);
      return {
        next: localizePath(context.locals.locale, '/admin/visits/calendar'),
        flash: successFlash('adminVisits.saved.feed'),
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
        flash: changeFlash(changed, 'adminVisits.saved.revoked', 'adminVisits.unchanged'),
      };
    },
  }),
};
