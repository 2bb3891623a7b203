// What the Overview hands the Generate Report island: its strings, the choices a request may make,
// the language.
import { pick } from '@/i18n/translate';
import { siteToday } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { REPORT_DIALOG_KEYS } from './report-labels';
import { REPORT_CHOICES } from './report-request.schema';

export function reportDialogProps(locale: Locale, now = new Date()) {
  return {
    labels: pick(locale, REPORT_DIALOG_KEYS),
    choices: REPORT_CHOICES,
    lang: locale,
    today: siteToday(now),
  };
}
