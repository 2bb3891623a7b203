// The secret that signs session cookies and tokens: AUTH_SECRET when given, otherwise generated once
// and kept in DATA_DIR/auth-secret (mode 600), so sessions survive restarts without configuration.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { moduleLogger } from './observability/logger';

export const AUTH_SECRET_FILE = 'auth-secret';

export function loadAuthSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
    throw new Error(`${file} holds fewer than 32 characters: delete it to generate a new secret.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another start-up wrote it first; then that one wins.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadAuthSecret(undefined, dataDir);
    throw error;
  }
  moduleLogger('auth').info(`generated a session secret in ${file}`);
  return secret;
}
