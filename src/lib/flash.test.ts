import { describe, expect, it } from 'vitest';
import { isMessageKey } from '@/i18n/translate';
import { changeFlash, decodeFlash, encodeFlash, successFlash } from './flash';

describe('flash messages', () => {
  it('travel as message keys and come back the same', () => {
    const flash = { title: 'settings.saved.title', text: 'settings.saved.text', variant: 'success' } as const;
    expect(decodeFlash(encodeFlash(flash), isMessageKey)).toEqual(flash);
  });

  it('say a form did what was asked, with or without a line of text', () => {
    const saved = successFlash('settings.saved.title', 'settings.saved.text');
    expect(decodeFlash(encodeFlash(saved), isMessageKey)).toEqual({
      title: 'settings.saved.title',
      text: 'settings.saved.text',
      variant: 'success',
    });
    expect(encodeFlash(successFlash('twoFactor.disabled'))).toBe(
      encodeFlash({ title: 'twoFactor.disabled', variant: 'success' }),
    );
  });

  it('say whether a save changed anything', () => {
    expect(changeFlash(true, 'adminSite.saved', 'adminSite.unchanged')).toEqual(successFlash('adminSite.saved'));
    expect(changeFlash(false, 'adminSite.saved', 'adminSite.unchanged')).toEqual({
      title: 'adminSite.unchanged',
      variant: 'info',
    });
  });

  it('refuse anything that is not one of the site’s own messages', () => {
    const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    expect(decodeFlash(encode({ title: '<script>alert(1)</script>' }), isMessageKey)).toBeNull();
    expect(decodeFlash(encode({ title: 'settings.saved.title', text: 'Any text at all' }), isMessageKey)).toBeNull();
    expect(decodeFlash(encode({ title: 'settings.saved.title', variant: 'shout' }), isMessageKey)).toBeNull();
    expect(decodeFlash(encode({ title: 'toString' }), isMessageKey)).toBeNull();
    expect(decodeFlash('%E0%A4%A', isMessageKey)).toBeNull();
    expect(decodeFlash('not json', isMessageKey)).toBeNull();
    expect(decodeFlash(encode('x'.repeat(600)), isMessageKey)).toBeNull();
    expect(decodeFlash(undefined, isMessageKey)).toBeNull();
  });
});
