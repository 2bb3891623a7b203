import { describe, expect, it } from 'vitest';
import { isRecordKind, recordAdminPath } from './record-kinds';

describe('record kinds', () => {
  it('link each kind with a page of its own to it, and nothing else', () => {
    const id = '0b6f1f8e-6a57-4b8a-9d7e-2f5b8a1c3d4e';
    expect(recordAdminPath('lead', id)).toBe(`/admin/leads/${id}`);
    expect(recordAdminPath('shipment', id)).toBe(`/admin/shipments/${id}`);
    expect(recordAdminPath('user', 'Ab3_x-9')).toBe('/admin/accounts/Ab3_x-9');
    expect(recordAdminPath('module', '18')).toBe('/admin/modules#modulo-18');
    expect(recordAdminPath('module', '19')).toBeUndefined();
    expect(recordAdminPath('lead', 'not-a-uuid')).toBeUndefined();
    expect(recordAdminPath('charge', id)).toBeUndefined();
    expect(recordAdminPath('nonsense', id)).toBeUndefined();
    expect(recordAdminPath(null, id)).toBeUndefined();
  });

  it('know the names stored in the database', () => {
    for (const kind of ['lead', 'shipment', 'charge', 'support', 'user', 'module', 'mail', 'document', 'privacy']) {
      expect(isRecordKind(kind)).toBe(true);
    }
    expect(isRecordKind('account')).toBe(false);
  });
});
