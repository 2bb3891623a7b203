// What the enrolment page shows from Better Auth's otpauth:// URI: the key as text (in groups of
// four, for typing into an app); its QR code is src/server/qr.ts's, drawn on the server (no script).

/** The base32 secret in the URI, or undefined when the URI is not a TOTP one. */
export function totpSecret(uri: string): string | undefined {
  try {
    const url = new URL(uri);
    if (url.protocol !== 'otpauth:') return undefined;
    // eslint-disable-next-line no-restricted-syntax -- Better Auth's own URI, not a request's query
    return url.searchParams.get('secret') ?? undefined;
  } catch {
    return undefined;
  }
}

/** 'JBSW Y3DP EHPK 3PXP' */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
