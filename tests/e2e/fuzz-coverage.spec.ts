// The fuzz test (fuzz.spec.ts) attacks every action: each one in src/actions/index.ts has a form
// target (support/fuzz-targets), or is listed in UNFUZZED_ACTIONS with the reason it has none.
// Reads the source only: no server, no browser.
import { expect, test } from '@playwright/test';
import { actionNames } from './support/admin-surface';
import { FORM_TARGETS, UNFUZZED_ACTIONS } from './support/fuzz-targets';

test('every action has a fuzz target or a stated reason to have none', () => {
  const actions = actionNames();
  const targeted = new Set(FORM_TARGETS.map((t) => t.action));
  expect(actions.length, 'no action read from src/actions/index.ts').toBeGreaterThan(0);
  expect(
    actions.filter((a) => !targeted.has(a) && !(a in UNFUZZED_ACTIONS)),
    'actions with no fuzz target (add one in tests/e2e/support/fuzz-targets/)',
  ).toEqual([]);
  // Targets and exclusions name actions that exist, once each.
  expect(
    [...targeted].filter((a) => !actions.includes(a)),
    'fuzz targets for actions that do not exist',
  ).toEqual([]);
  expect(
    Object.keys(UNFUZZED_ACTIONS).filter((a) => !actions.includes(a) || targeted.has(a)),
    'exclusions that are stale or also targeted',
  ).toEqual([]);
  expect(FORM_TARGETS.length, 'an action targeted twice').toBe(targeted.size);
});
