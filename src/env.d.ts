declare namespace App {
  interface Locals {
    /** The signed-in user, or null (set by src/server/session.middleware.ts). */
    user: import('./server/auth').AuthSession['user'] | null;
    session: import('./server/auth').AuthSession['session'] | null;
  }
}
