// The gate pass forms: the tenant registers an expected arrival (a visitor or a truck) and revokes
// one; the guard registers a walk-in with the same fields. Shared by the actions and the tests; the
// server checks again what only it knows (the tenant's modules, the window's place in time).
import { optionalText, personName, recordId, requiredText, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { PASS_KINDS, TRUCK_OPERATIONS } from '@/lib/statuses/gate';
import { normaliseCpf, normalisePlate, normaliseRg } from './gate-identity';

const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const moment = (message: 'gatePasses.error.start' | 'gatePasses.error.end') =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((v) => LOCAL_DATETIME.test(v) && !Number.isNaN(Date.parse(`${v}:00Z`)), message),
  );

const moduleNumber = z.pipe(
  z.string({ error: 'gatePasses.error.module' }).check(z.trim(), z.regex(/^\d{1,3}$/, 'gatePasses.error.module')),
  z.transform((v: string) => Number(v)),
);

type ArrivalFields = {
  kind: (typeof PASS_KINDS)[number];
  document?: string;
  plate?: string;
  operation?: string;
  company?: string;
};

/** A CPF (check digits) or an RG: what a visitor shows at the gate. */
export const validDocument = (v: string) => normaliseCpf(v) !== undefined || normaliseRg(v) !== undefined;

/** The fields of an arrival, shared by the tenant's pass and the guard's walk-in. */
const arrival = {
  kind: z.enum(PASS_KINDS, 'gatePasses.error.kind'),
  module: moduleNumber,
  name: personName({
    required: 'gatePasses.error.name',
    tooLong: 'gatePasses.error.nameTooLong',
    format: 'gatePasses.error.nameFormat',
  }),
  document: optionalText({ tooLong: 'gatePasses.error.document' }, 20),
  company: optionalText({ tooLong: 'gatePasses.error.companyTooLong' }, 120),
  plate: optionalText({ tooLong: 'gatePasses.error.plate' }, 10),
  operation: z.optional(z.enum(['', ...TRUCK_OPERATIONS], 'gatePasses.error.operation')),
};

const arrivalChecks = [
  z.refine<ArrivalFields>((v) => v.kind !== 'visitor' || (!!v.document && validDocument(v.document)), {
    message: 'gatePasses.error.document',
    path: ['document'],
  }),
  z.refine<ArrivalFields>((v) => v.kind !== 'truck' || (!!v.plate && normalisePlate(v.plate) !== undefined), {
    message: 'gatePasses.error.plate',
    path: ['plate'],
  }),
  z.refine<ArrivalFields>(
    (v) => v.kind !== 'truck' || (TRUCK_OPERATIONS as readonly string[]).includes(v.operation ?? ''),
    { message: 'gatePasses.error.operation', path: ['operation'] },
  ),
  z.refine<ArrivalFields>((v) => v.kind !== 'truck' || !!v.company, {
    message: 'gatePasses.error.carrier',
    path: ['company'],
  }),
] as const;

export const createPassSchema = z
  .object({
    ...arrival,
    start: moment('gatePasses.error.start'),
    end: moment('gatePasses.error.end'),
    submission: submissionKey,
  })
  .check(
    ...arrivalChecks,
    z.refine<{ start: string; end: string }>((v) => v.start < v.end, {
      message: 'gatePasses.error.order',
      path: ['end'],
    }),
  );

export type CreatePassInput = z.output<typeof createPassSchema>;

export const revokePassSchema = z.object({ passId: recordId });

export type RevokePassInput = z.output<typeof revokePassSchema>;

export const walkInSchema = z.object({ ...arrival, submission: submissionKey }).check(...arrivalChecks);

export type WalkInInput = z.output<typeof walkInSchema>;

export const decideWalkInSchema = z.object({
  passId: recordId,
  decision: z.enum(['approve', 'refuse'], 'gatePasses.error.decision'),
});

export type DecideWalkInInput = z.output<typeof decideWalkInSchema>;

/** What the guard types (or the scanner fills in): a pass code, normalised by the server. */
export const lookupCodeSchema = z.object({
  code: requiredText({ required: 'gatehouse.error.code', tooLong: 'gatehouse.error.code' }, 200),
});

export const gateMoveSchema = z.object({ passId: recordId });

export type GateMoveInput = z.output<typeof gateMoveSchema>;
