// The modules-together sum, live: once this runs, ticking a module's box updates the sum at once
// (the same rule and words as the server's answer to the form, module-combination.ts), without
// sending the form.
import type { Locale } from '@/lib/i18n-types';
import {
  combineModules,
  describeCombination,
  type CombinableModule,
  type CombinationTexts,
} from './module-combination';

export function initModuleCombination() {
  const form = document.querySelector<HTMLFormElement>('form[data-combine-form]');
  const output = form?.querySelector<HTMLOutputElement>('[data-combine-result]');
  if (!form || !output) return;
  const texts = JSON.parse(form.dataset.texts ?? '{}') as CombinationTexts;
  const locale = form.dataset.locale as Locale;
  const boxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[data-combine][form="${form.id}"]`)];

  const update = () => {
    const all = boxes();
    const modules = all.map((box) => JSON.parse(box.dataset.combine ?? '{}') as CombinableModule);
    const selected = all.filter((box) => box.checked).map((box) => Number(box.value));
    if (selected.length === 0) {
      output.textContent = '';
      delete output.dataset.ok;
      return;
    }
    const result = combineModules(selected, modules);
    output.textContent = describeCombination(result, texts, locale);
    output.dataset.ok = String(result.ok);
  };
  document.addEventListener('change', (event) => {
    if ((event.target as Element | null)?.matches?.('input[data-combine]')) update();
  });
  // The browser may restore ticks on back navigation: the sum follows them.
  window.addEventListener('pageshow', update);
}
