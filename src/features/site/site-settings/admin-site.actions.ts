import { ActionError } from 'astro:actions';
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { isRefusal } from '@/server/refusal';
import { changeFlash, successFlash } from '@/lib/flash';
import { saveSiteIdentity } from './admin-site.server';
import { siteIdentitySchema } from './site-identity.schema';
import { resetPhoto, savePhoto } from './site-photos.server';
import { resetPhotoSchema, savePhotoSchema } from './site-photos.schema';
import { staffFormAction } from '@/server/forms/form-action';

/**
 * A refusal whose message names values (the size a slot needs) reaches the form already in the
 * staff's language: the form state carries a message, not its values.
 */
async function withValues<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isRefusal(error) && error.params) {
      throw new ActionError({ code: error.code, message: translate(locale, error.messageKey, error.params) });
    }
    throw error;
  }
}

const photoPath = (locale: Locale, slot: string) => localizePath(locale, `/admin/site/photos/${slot}`);

export const adminSite = {
  saveIdentity: staffFormAction(siteIdentitySchema, async (staff, input, context) => {
    const { changed } = await saveSiteIdentity(staff, input);
    return {
      next: localizePath(context.locals.locale, '/admin/site'),
      flash: changeFlash(changed, 'adminSite.saved', 'adminSite.unchanged'),
    };
  }),
  savePhoto: staffFormAction(savePhotoSchema, async (staff, input, context) => {
    const { locale } = context.locals;
    const { changed, encoding } = await withValues(locale, () => savePhoto(staff, input));
    return {
      next: photoPath(locale, input.slot),
      flash: encoding
        ? successFlash('sitePhotos.encoding')
        : changeFlash(changed, 'sitePhotos.saved', 'adminSite.unchanged'),
    };
  }),
  resetPhoto: staffFormAction(resetPhotoSchema, async (staff, input, context) => {
    const { changed } = await resetPhoto(staff, input);
    return {
      next: photoPath(context.locals.locale, input.slot),
      flash: changeFlash(changed, 'sitePhotos.resetDone', 'adminSite.unchanged'),
    };
  }),
};
