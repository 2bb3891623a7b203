import type { Messages } from '../types';
import type { adminSiteModules as source } from '../pt-BR/admin-site-modules';

export const adminSiteModules = {
  'adminSite.tabs': 'Parts of the site',
  'adminSite.tab.identity': 'Identity',
  'adminSite.tab.modules': 'Modules',
  'adminSite.tab.photos': 'Photos',
  'adminSite.tab.faq': 'FAQ',
  'adminSite.tab.banner': 'Notice',
  'adminSiteModules.meta.title': 'Modules on the site — Admin',
  'adminSiteModules.title': 'Modules on the site',
  'adminSiteModules.intro':
    'What visitors see of each module: the description in both languages, the area schedule’s figures and the monthly price. Statuses and internal notes are under Modules.',
  'adminSiteModules.col.module': 'Module',
  'adminSiteModules.col.status': 'Status',
  'adminSiteModules.col.total': 'Total area',
  'adminSiteModules.col.monthly': 'Monthly',
  'adminSiteModules.edit': 'Edit',
  'adminSiteModules.editTitle': 'Module {n} on the site',
  'adminSiteModules.back': 'All modules',
  'adminSiteModules.descriptions': 'Description',
  'adminSiteModules.descriptionsHint':
    'Plain text; a line break stays a line break. **Bold**, *italics*, lists with "- " and links [text](https://…) work too. HTML is not interpreted.',
  'adminSiteModules.areas': 'Area schedule',
  'adminSiteModules.areasHint':
    'In m², with up to 4 decimals and no thousands separator, like 1490.62. The total and the schedule’s totals are recomputed.',
  'adminSiteModules.price': 'Monthly price',
  'adminSiteModules.priceHint':
    'Optional. Fill in all three amounts (they may be 0) or leave all three blank to show "On request". The site shows their sum.',
  'adminSiteModules.field.descriptionPt': 'Description in Portuguese',
  'adminSiteModules.field.descriptionEn': 'Description in English',
  'adminSiteModules.field.storageArea': 'Storage (m²)',
  'adminSiteModules.field.mezzanineArea': 'Mezzanine (m²)',
  'adminSiteModules.field.canopyArea': 'Canopy (m²)',
  'adminSiteModules.field.gatehouseArea': 'Gatehouse/support (m²)',
  'adminSiteModules.field.utilitiesArea': 'Utilities (m²)',
  'adminSiteModules.field.docks': 'Docks',
  'adminSiteModules.field.ramps': 'Ramps',
  'adminSiteModules.field.rent': 'Rent (R$ per month)',
  'adminSiteModules.field.condoFee': 'Condominium fee (R$ per month)',
  'adminSiteModules.field.iptu': 'IPTU estimate (R$ per month)',
  'adminSiteModules.save': 'Save',
  'adminSiteModules.saved': 'Module saved: the site shows the change now',
  'adminSiteModules.unchanged': 'Nothing changed: the module was already like that',
  'adminSiteModules.lastChange': 'Last changed by {who} on {when}',
  'adminSiteModules.neverChanged': 'Never changed here: the site shows the specification’s values.',
  'adminSiteModules.error.description': 'Write the description.',
  'adminSiteModules.error.tooLong': 'Text too long (up to 2,000 characters).',
  'adminSiteModules.error.area':
    'Enter the area in m², from 0 to 100,000, with up to 4 decimals and no thousands separator (like 1490.62).',
  'adminSiteModules.error.count': 'Enter a whole number from 0 to 50.',
  'adminSiteModules.error.money': 'Enter an amount in reais, like 45.000,00 (up to R$ 10.000.000,00).',
  'adminSiteModules.error.priceParts':
    'Fill in rent, condominium fee and IPTU together (they may be 0), or leave all three blank.',
  'adminSiteModules.error.changedMeanwhile':
    'Someone else changed this module while you were editing. Nothing was saved: reload the page and make the change again.',
} as const satisfies Messages<typeof source>;
