import { describe, expect, it } from 'vitest';
import { normaliseCode } from './two-factor.schema';

describe('the second sign-in step', () => {
  it('sends on a backup code as it was stored, and an app code without its space', () => {
    expect(normaliseCode('backup', 'ab12-cd34-ef56')).toBe('AB12-CD34-EF56');
    expect(normaliseCode('backup', 'aB3dE-12x45')).toBe('aB3dE-12x45');
    expect(normaliseCode('totp', '123 456')).toBe('123456');
  });
});
