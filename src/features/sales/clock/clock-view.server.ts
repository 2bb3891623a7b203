// Props for the sales clock's settings page: the rules in force as the form shows them, and every
// label in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { leadStatusKey } from '@/lib/statuses/labels';
import { readClockRules } from './clock-rules.server';
import { OPEN_STAGES, STAGE_FIELDS, timeOfMinute } from './clock-rules.schema';

export const CLOCK_KEYS = [
  'salesClock.title',
  'salesClock.intro',
  'salesClock.field.firstResponseMinutes',
  'salesClock.field.opens',
  'salesClock.field.closes',
  'salesClock.hint.hours',
  'salesClock.stages',
  'salesClock.save',
  'salesClock.defaults',
] as const satisfies readonly MessageKey[];

export async function clockProps(locale: Locale) {
  const rules = await readClockRules();
  return {
    labels: pick(locale, CLOCK_KEYS),
    usingDefaults: rules.version === 0,
    values: {
      version: String(rules.version),
      firstResponseMinutes: String(rules.firstResponseMinutes),
      opens: timeOfMinute(rules.opensMinute),
      closes: timeOfMinute(rules.closesMinute),
      ...Object.fromEntries(OPEN_STAGES.map((stage) => [STAGE_FIELDS[stage], String(rules.stageDays[stage])])),
    } as Record<string, string>,
    stages: OPEN_STAGES.map((stage) => ({
      name: STAGE_FIELDS[stage],
      label: translate(locale, 'salesClock.field.stageDays', { stage: translate(locale, leadStatusKey(stage)) }),
    })),
  };
}

export type ClockProps = Awaited<ReturnType<typeof clockProps>>;
