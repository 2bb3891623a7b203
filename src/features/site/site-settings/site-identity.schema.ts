// The staff's form for the site's identity (name, address, contacts, hours, links, map), shared by
// the action and the tests. Phones are kept in E.164 and coordinates must fall inside Brazil.
import { brazilianPhone, emailField, optionalHttpsLink, recordVersion, requiredText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

/** Brazil's extent, islands included (Fernando de Noronha, Trindade): what a map position may be. */
export const BRAZIL_BOUNDS = { lat: { min: -33.76, max: 5.28 }, lng: { min: -73.99, max: -28.8 } } as const;

export const SITE_NAME_MAX_LENGTH = 120;
export const ADDRESS_MAX_LENGTH = 160;

const text = (max: number) =>
  requiredText({ required: 'adminSite.error.required', tooLong: 'adminSite.error.tooLong' }, max);
const phone = brazilianPhone({
  required: 'adminSite.error.phone',
  tooLong: 'adminSite.error.phone',
  format: 'adminSite.error.phone',
});
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const hour = z.string({ error: 'adminSite.error.hours' }).check(z.trim(), z.regex(HOUR, 'adminSite.error.hours'));
const link = optionalHttpsLink('adminSite.error.link');

/** A coordinate as typed ('-5.8823' or '-5,8823') between `min` and `max`. */
const coordinate = (min: number, max: number) =>
  z.pipe(
    z.string({ error: 'adminSite.error.coordinates' }).check(
      z.trim(),
      z.regex(/^-?\d{1,2}([.,]\d{1,7})?$/, 'adminSite.error.coordinates'),
      z.refine((v) => {
        const n = Number(v.replace(',', '.'));
        return n >= min && n <= max;
      }, 'adminSite.error.coordinates'),
    ),
    z.transform((v) => Number(v.replace(',', '.'))),
  );

/** The record's version when a form was read: a save over a newer one is refused. */
const version = recordVersion('adminSite.error.changedMeanwhile');

export const siteIdentitySchema = z
  .object({
    /** The record's version when the form was read: a save over a newer one is refused. */
    version,
    name: text(SITE_NAME_MAX_LENGTH),
    street: text(ADDRESS_MAX_LENGTH),
    district: text(ADDRESS_MAX_LENGTH),
    city: text(ADDRESS_MAX_LENGTH),
    state: z.enum(BRAZILIAN_STATES, 'adminSite.error.state'),
    postalCode: z
      .string({ error: 'adminSite.error.postalCode' })
      .check(z.trim(), z.regex(/^\d{5}-\d{3}$/, 'adminSite.error.postalCode')),
    phone,
    whatsapp: phone,
    email: emailField({ invalid: 'adminSite.error.email' }),
    opens: hour,
    closes: hour,
    instagramUrl: link,
    facebookUrl: link,
    linkedinUrl: link,
    mapLat: coordinate(BRAZIL_BOUNDS.lat.min, BRAZIL_BOUNDS.lat.max),
    mapLng: coordinate(BRAZIL_BOUNDS.lng.min, BRAZIL_BOUNDS.lng.max),
  })
  .check(z.refine((v) => v.opens < v.closes, { message: 'adminSite.error.hoursOrder', path: ['closes'] }));

export type SiteIdentityInput = z.output<typeof siteIdentitySchema>;
