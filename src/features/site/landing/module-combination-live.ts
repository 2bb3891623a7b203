// The modules-together sum, live: once this runs, ticking a module's box updates the sum at once
// (the same rule and words as the server's answer to the form, module-combination.ts), without
// sending the form.
import type { Locale } from '@/lib/i18n-types';
import { combineModules, decodeModules, describeCombination, unpackTexts } from './module-combination';

export function initModuleCombination() {
  const form = document.querySelector<HTMLFormElement>('form[data-combine-form]');
  const output = form?.querySelector<HTMLOutputElement>('[data-combine-result]');
  if (!form || !output) return;
  const texts = unpackTexts(form.dataset.texts ?? '');
  const locale = form.dataset.locale as Locale;
  const modules = decodeModules(form.dataset.modules ?? '');
  const boxes = form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');

  const update = () => {
    const selected = [...boxes].filter((box) => box.checked).map((box) => Number(box.value));
    if (selected.length === 0) {
      output.textContent = '';
      delete output.dataset.ok;
      return;
    }
    const result = combineModules(selected, modules);
    output.textContent = describeCombination(result, texts, locale);
    output.dataset.ok = String(result.ok);
  };
  form.addEventListener('change', update);
  // The browser may restore ticks on back navigation: the sum follows them.
  window.addEventListener('pageshow', update);
}
