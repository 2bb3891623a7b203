// The strings each staff form island gets from its page (islands never import the catalogues).
import type { MessageKey } from '@/i18n/translate';
import { FORM_COMMON_KEYS } from '@/lib/forms/form-state';

const FAILURE_KEYS = [
  'shipmentOps.error.title',
  'shipmentOps.error.failed',
  'shipmentOps.error.invalid',
  'shipmentOps.error.tooLong',
  'shipmentOps.error.notFound',
  'common.error.forbidden',
] as const satisfies readonly MessageKey[];

export const MOVE_FORM_KEYS = [
  ...FORM_COMMON_KEYS,
  ...FAILURE_KEYS,
  'shipmentOps.move.status',
  'shipmentOps.move.choose',
  'shipmentOps.move.place',
  'shipmentOps.move.note',
  'shipmentOps.move.optional',
  'shipmentOps.move.noteHint',
  'shipmentOps.move.submit',
  'shipmentOps.move.submitting',
  'shipmentOps.error.statusRequired',
  'shipmentOps.error.reasonRequired',
  'shipmentOps.error.notAllowed',
  'shipmentOps.error.stale',
] as const satisfies readonly MessageKey[];

export const CARRIER_FORM_KEYS = [
  ...FORM_COMMON_KEYS,
  ...FAILURE_KEYS,
  'shipmentOps.carrier.carrier',
  'shipmentOps.carrier.none',
  'shipmentOps.carrier.correios',
  'shipmentOps.carrier.other',
  'shipmentOps.carrier.name',
  'shipmentOps.carrier.nameHint',
  'shipmentOps.carrier.code',
  'shipmentOps.carrier.codeHint',
  'shipmentOps.move.optional',
  'shipmentOps.carrier.submit',
  'shipmentOps.carrier.submitting',
  'shipmentOps.error.cancelled',
  'shipmentOps.error.carrierRequired',
  'shipmentOps.error.codeRequired',
  'shipmentOps.error.s10',
  'shipmentOps.error.nameRequired',
] as const satisfies readonly MessageKey[];

export type MoveFormStrings = Record<(typeof MOVE_FORM_KEYS)[number], string>;
export type CarrierFormStrings = Record<(typeof CARRIER_FORM_KEYS)[number], string>;
