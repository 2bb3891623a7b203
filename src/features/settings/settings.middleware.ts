// The profile form without JavaScript: a saved profile answers 303 to the Settings tab with
// ?salvo=1 (a success notice there). Runs after the session middleware: the action needs the user.
import { formRedirect, redirectToNext } from '@/server/form-redirect';

export const settingsFormRedirect = formRedirect({ 'settings.saveProfile': redirectToNext });
