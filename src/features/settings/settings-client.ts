// What the profile form needs once the customer starts using it: the schema and the action client,
// loaded lazily by the island.
import { actions } from 'astro:actions';
import { actionFailure } from '@/lib/action-failure';
import { errorsFromActionFields, isSettingsMessageKey, type ProfileFieldErrors, type SettingsMessageKey } from './profile-fields';

export { validateProfileForm } from './profile.schema';

export type SaveResult = { ok: true } | { ok: false; errors: ProfileFieldErrors; message?: SettingsMessageKey };

/** Sends the form to the `settings.saveProfile` action. */
export async function saveProfile(data: FormData): Promise<SaveResult> {
  const { error } = await actions.settings.saveProfile(data);
  if (!error) return { ok: true };
  return actionFailure(error, errorsFromActionFields, isSettingsMessageKey);
}
