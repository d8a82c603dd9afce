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
  data?: unknown;
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
export function uploadDatei(
  target: UploadTarget,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Datei> {
  const form = () => {
    const f = new FormData();
    f.append('resource', target.resource);
    f.append('resource_id', String(target.resourceId));
    if (target.projektId) f.append('projekt_id', String(target.projektId));
    f.append('file', file, file.name);
    return f;
  };
  return postWithProgress('/api/dateien', form, null, onProgress, (b) => b.tpl);
}

/**
 * Posts a body with upload progress (XMLHttpRequest) and answers what `pick` takes from the JSON answer;
 * errors as every other call's. A session that ended meanwhile: the same re-login dialog, then once again.
 */
export async function postWithProgress<T>(
  url: string,
  body: () => XMLHttpRequestBodyInit,
  contentType: string | null,
  onProgress: (fraction: number) => void,
  pick: (answer: UploadAnswer) => T | undefined,
): Promise<T> {
  try {
    return await send(url, body(), contentType, onProgress, pick);
  } catch (error) {
    if (!(error instanceof UnauthorizedError) || !(await reauthenticate())) throw error;
    return send(url, body(), contentType, onProgress, pick);
  }
}

function send<T>(
  url: string,
  payload: XMLHttpRequestBodyInit,
  contentType: string | null,
  onProgress: (fraction: number) => void,
  pick: (answer: UploadAnswer) => T | undefined,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    if (contentType) xhr.setRequestHeader('content-type', contentType);
    const session = getSession();
    if (session.status === 'active') xhr.setRequestHeader('x-csrf-token', session.data.csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TransportError());
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      const answer = xhr.status === 200 && body ? pick(body) : undefined;
      if (answer !== undefined) return resolve(answer);
      if (xhr.status === 422 && body?.errors) return reject(new ValidationError(body.errors));
      if (xhr.status === 401) return reject(new UnauthorizedError(body?.message ?? messages.nichtAngemeldet));
      if (xhr.status === 403) return reject(new ForbiddenError(body?.message));
      if (xhr.status >= 500 || !body) return reject(new TransportError(xhr.status));
      reject(new ApiError(xhr.status, body.message ?? messages.ungueltigeAnfrage));
    };
    xhr.send(payload);
  });
}
