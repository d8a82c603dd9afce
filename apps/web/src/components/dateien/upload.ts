import { messages, type Datei, type FieldErrors } from '@app/domain';
import {
  ApiError,
  ForbiddenError,
  reauthenticate,
  TransportError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/api-client';
import { getSession } from '../../lib/session';

interface UploadAnswer {
  tpl?: Datei;
  errors?: FieldErrors;
  message?: string;
}

function parseBody(text: string): UploadAnswer | null {
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as UploadAnswer) : null;
  } catch {
    return null;
  }
}

export interface UploadTarget {
  resource: string;
  resourceId: number;
  projektId?: number | null;
}

/**
 * Posts one file as form data (SPEC §7 'form data plus resource'); XMLHttpRequest because fetch reports
 * no upload progress. Resolves with the stored file (the answer's `tpl`).
 */
export async function uploadDatei(
  target: UploadTarget,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Datei> {
  try {
    return await send(target, file, onProgress);
  } catch (error) {
    // The session ended meanwhile: the same re-login dialog as every other call, then upload again.
    if (!(error instanceof UnauthorizedError) || !(await reauthenticate())) throw error;
    return send(target, file, onProgress);
  }
}

function send(target: UploadTarget, file: File, onProgress: (fraction: number) => void): Promise<Datei> {
  const form = new FormData();
  form.append('resource', target.resource);
  form.append('resource_id', String(target.resourceId));
  if (target.projektId) form.append('projekt_id', String(target.projektId));
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/dateien');
    xhr.setRequestHeader('accept', 'application/json');
    const session = getSession();
    if (session.status === 'active') xhr.setRequestHeader('x-csrf-token', session.data.csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TransportError());
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status === 200 && body?.tpl) return resolve(body.tpl);
      if (xhr.status === 422 && body?.errors) return reject(new ValidationError(body.errors));
      if (xhr.status === 401) return reject(new UnauthorizedError(body?.message ?? messages.nichtAngemeldet));
      if (xhr.status === 403) return reject(new ForbiddenError(body?.message));
      if (xhr.status >= 500 || !body) return reject(new TransportError(xhr.status));
      reject(new ApiError(xhr.status, body.message ?? messages.ungueltigeAnfrage));
    };
    xhr.send(form);
  });
}
