// The staff's forms for how visits are offered (plain POST without JavaScript): the rules and
// hours, and a closed day added or removed. Each checks the role and makes one change.
import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { changeFlash, successFlash } from '@/lib/flash';
import { addClosedDay, removeClosedDay, saveVisitRules } from './visit-settings-save.server';
import { addClosedDaySchema, removeClosedDaySchema, visitRulesSchema } from './visit-settings.schema';

const settingsPage = (locale: Locale) => localizePath(locale, '/admin/visits/settings');

export const visitSettings = {
  saveRules: defineAction({
    accept: 'form',
    input: visitRulesSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { changed } = await saveVisitRules(staff, input);
      return {
        next: settingsPage(context.locals.locale),
        flash: changeFlash(changed, 'visitSettings.saved.rules', 'visitSettings.unchanged'),
      };
    },
  }),
  addClosedDay: defineAction({
    accept: 'form',
    input: addClosedDaySchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await addClosedDay(staff, input);
      return {
        next: `${settingsPage(context.locals.locale)}#closed-days`,
        flash: successFlash('visitSettings.saved.dayAdded'),
      };
    },
  }),
  removeClosedDay: defineAction({
    accept: 'form',
    input: removeClosedDaySchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { changed } = await removeClosedDay(staff, input);
      return {
        next: `${settingsPage(context.locals.locale)}#closed-days`,
        flash: changeFlash(changed, 'visitSettings.saved.dayRemoved', 'visitSettings.unchanged'),
      };
    },
  }),
};
