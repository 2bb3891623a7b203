// What the Overview hands the Generate Report island: its strings, the types that exist, the language.
import { pick } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { REPORT_DIALOG_KEYS } from './report-labels';
import { siteToday } from './report-range';
import { availableReportTypes } from './report-sources.server';

export function reportDialogProps(locale: Locale, now = new Date()) {
  return {
    labels: pick(locale, REPORT_DIALOG_KEYS),
    types: availableReportTypes(),
    lang: locale,
    today: siteToday(now),
  };
}
