// DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY, validated with the rest of the configuration
// (config.ts): all three or none, and a key nodemailer can sign with. Nodemailer signs with
// RSA only and, given a key it cannot use, sends the email unsigned without a word: a bad key
// must stop the server at start-up instead.
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/** What nodemailer's `dkim` option takes. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const SELECTOR = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
/** RFC 8301: verifiers must refuse RSA keys under 1024 bits. */
const MIN_RSA_BITS = 1024;

/** The PEM as written in an environment file, where line breaks are often `\n`. */
const unescapeLines = (value: string) => value.replace(/\\r\\n|\\n/g, '\n').trim();

/** A damaged key can still parse: a signature its own public half cannot verify gives it away. */
function signsVerifiably(key: KeyObject): boolean {
  const probe = Buffer.from('dkim');
  try {
    return verify('sha256', probe, createPublicKey(key), sign('sha256', probe, key));
  } catch {
    return false;
  }
}

function keyProblem(pem: string): string | undefined {
  let key;
  try {
    key = createPrivateKey(pem);
  } catch {
    return 'must be a PEM private key ("-----BEGIN PRIVATE KEY-----", line breaks as \\n allowed)';
  }
  if (key.asymmetricKeyType !== 'rsa')
    return `must be an RSA key (nodemailer signs with RSA), not ${key.asymmetricKeyType}`;
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) return `must be at least ${MIN_RSA_BITS} bits (this one has ${bits})`;
  if (!signsVerifiably(key)) return 'is damaged: a signature made with it does not verify against its own public key';
  return undefined;
}

/** The three variables' rules, each optional in config.ts's schema. */
export const dkimEnv = {
  DKIM_DOMAIN: z.string().regex(DOMAIN, 'must be a domain name such as example.com'),
  DKIM_SELECTOR: z
    .string()
    .regex(SELECTOR, 'must be a DNS label such as mail2026 (its TXT record is at <selector>._domainkey)'),
  DKIM_PRIVATE_KEY: z
    .string()
    .transform(unescapeLines)
    .superRefine((pem, ctx) => {
      const problem = keyProblem(pem);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
};

type DkimEnv = Partial<Record<keyof typeof dkimEnv, string>>;

const NAMES = Object.keys(dkimEnv) as (keyof typeof dkimEnv)[];

/** A half-given DKIM setting names the missing variables (signing with part of it is impossible). */
export function dkimIssues(env: DkimEnv): { path: string[]; message: string }[] {
  const given = NAMES.filter((name) => env[name] !== undefined);
  if (given.length === 0 || given.length === NAMES.length) return [];
  return NAMES.filter((name) => env[name] === undefined).map((name) => ({
    path: [name],
    message: `required when ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set (DKIM needs all three)`,
  }));
}

export function dkimSettings(env: DkimEnv): DkimSettings | undefined {
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY) return undefined;
  return {
    domainName: env.DKIM_DOMAIN.toLowerCase(),
    keySelector: env.DKIM_SELECTOR,
    privateKey: env.DKIM_PRIVATE_KEY,
  };
}
