// The staff's forms for how visits are offered (plain POST without JavaScript): the rules and
// hours, and a closed day added or removed. Each checks the role and makes one change.
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { changeFlash, successFlash } from '@/lib/flash';
import { addClosedDay, removeClosedDay, saveVisitRules } from './visit-settings-save.server';
import { addClosedDaySchema, removeClosedDaySchema, visitRulesSchema } from './visit-settings.schema';
import { staffFormAction } from '@/server/forms/form-action';

const settingsPage = (locale: Locale) => localizePath(locale, '/admin/visits/settings');

export const visitSettings = {
  saveRules: staffFormAction(visitRulesSchema, async (staff, input, context) => {
    const { changed } = await saveVisitRules(staff, input);
    return {
      next: settingsPage(context.locals.locale),
      flash: changeFlash(changed, 'visitSettings.saved.rules', 'visitSettings.unchanged'),
    };
  }),
  addClosedDay: staffFormAction(addClosedDaySchema, async (staff, input, context) => {
    await addClosedDay(staff, input);
    return {
      next: `${settingsPage(context.locals.locale)}#closed-days`,
      flash: successFlash('visitSettings.saved.dayAdded'),
    };
  }),
  removeClosedDay: staffFormAction(removeClosedDaySchema, async (staff, input, context) => {
    const { changed } = await removeClosedDay(staff, input);
    return {
      next: `${settingsPage(context.locals.locale)}#closed-days`,
      flash: changeFlash(changed, 'visitSettings.saved.dayRemoved', 'visitSettings.unchanged'),
    };
  }),
};
