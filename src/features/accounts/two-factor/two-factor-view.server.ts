// Props for the two-factor section: its state, the key while an enrolment waits for its first
// code, and the backup codes right after they are made (once).
import { pick, translate, type MessageKey } from '@/i18n/translate';
import type { FormState } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n-types';
import { qrSvg } from '@/server/qr';
import { groupedKey, totpSecret } from './totp-key';
import { currentBackupCodes, pendingEnrolmentUri, twoFactorState } from './two-factor.server';

export const TWO_FACTOR_KEYS = [
  'twoFactor.title',
  'twoFactor.intro',
  'twoFactor.required',
  'twoFactor.stateLabel',
  'twoFactor.password',
  'twoFactor.start',
  'twoFactor.restart',
  'twoFactor.restart.summary',
  'twoFactor.restart.intro',
  'twoFactor.continue',
  'twoFactor.scan',
  'twoFactor.qrAlt',
  'twoFactor.key',
  'twoFactor.enterCode',
  'twoFactor.code',
  'twoFactor.confirm',
  'twoFactor.codes.title',
  'twoFactor.codes.once',
  'twoFactor.codes.download',
  'twoFactor.codes.fileName',
  'twoFactor.codes.renew',
  'twoFactor.codes.renewIntro',
  'twoFactor.disable.title',
  'twoFactor.disable.intro',
  'twoFactor.disable.submit',
] as const satisfies readonly MessageKey[];

export interface TwoFactorForms {
  start: FormState;
  confirm: FormState;
  newCodes: FormState;
  disable: FormState;
}

interface ViewInput {
  user: { id: string; email: string };
  locale: Locale;
  siteName: string;
  /** An admin sent here by the admin area's guard. */
  required: boolean;
  /** Which form just succeeded and asked to show its result here (FormResult.stay). */
  shown: 'confirm' | 'newCodes' | undefined;
  /** The page that sent the person here to enrol (already checked as same-site), to go back to. */
  back?: string;
}

/** The codes as a text file, for the download link (a data: URL: the codes never sit on the server as a file). */
function codesFile(codes: string[], header: string) {
  return `data:text/plain;charset=utf-8,${encodeURIComponent([header, '', ...codes, ''].join('\n'))}`;
}

export async function twoFactorProps({ user, locale, siteName, required, shown, back }: ViewInput) {
  const state = await twoFactorState(user.id);
  const uri = state === 'pending' ? await pendingEnrolmentUri(user.id) : undefined;
  const secret = uri && totpSecret(uri);
  const codes = shown && state === 'on' ? await currentBackupCodes(user.id) : [];
  return {
    labels: pick(locale, TWO_FACTOR_KEYS),
    state,
    stateText: translate(locale, `twoFactor.state.${state}`),
    required: required && state !== 'on',
    continueTo: state === 'on' ? back : undefined,
    enrolment: uri && secret ? { qr: qrSvg(uri), key: groupedKey(secret) } : undefined,
    done: shown ? translate(locale, shown === 'confirm' ? 'twoFactor.enabled' : 'twoFactor.codesRenewed') : undefined,
    codes,
    codesHref: codes.length
      ? codesFile(codes, translate(locale, 'twoFactor.codes.fileHeader', { email: user.email, site: siteName }))
      : undefined,
  };
}

export type TwoFactorProps = Awaited<ReturnType<typeof twoFactorProps>>;
