// The upload island's transport: the same action call the actions client makes
// (POST /_actions/documents.upload), through XMLHttpRequest because fetch cannot report how much
// of a 20 MB body has gone. Its answer is read the way the actions client reads one.
import type { ActionAnswer } from '@/components/forms/action-client';
import type { FormResult } from '@/lib/forms/form-state';

interface ActionErrorBody {
  message?: string;
  fields?: Record<string, string[] | undefined>;
}

function failure(status: number, body: string): ActionAnswer {
  let parsed: ActionErrorBody = {};
  try {
    parsed = JSON.parse(body) as ActionErrorBody;
  } catch {
    // Not an action's answer (a proxy's page): the island's own message says it.
  }
  const fieldErrors = Object.fromEntries(
    Object.entries(parsed.fields ?? {}).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  );
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: false, fieldErrors: {}, message: status === 413 ? 'documents.error.tooLarge' : parsed.message };
}

/** Sends `data`, calling `onProgress` with the share sent (0 to 1); resolves with the answer. */
export function uploadWithProgress(
  data: FormData,
  success: FormResult,
  onProgress: (sent: number) => void,
): Promise<ActionAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/_actions/documents.upload');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      resolve(
        request.status >= 200 && request.status < 300
          ? { ok: true, result: success }
          : failure(request.status, request.responseText),
      );
    });
    request.addEventListener('error', () => reject(new Error('network')));
    request.addEventListener('abort', () => reject(new Error('aborted')));
    request.send(data);
  });
}
