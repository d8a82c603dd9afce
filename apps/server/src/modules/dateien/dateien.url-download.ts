import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { checkTargetUrl, guardedLookup, type AddressPolicy } from '../../platform/address-guard';

/** Why a download failed; logged, while the user sees 'Konnte Datei nicht downloaden'. */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/** The URL without user name and password (`https://***@host/…`): for logs and the stored source. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (!url.username && !url.password) return raw;
    url.username = '***';
    url.password = '';
    return url.toString();
  } catch {
    // Not a URL: cut anything that looks like credentials before an @.
    return raw.replace(/\/\/[^/@\s]*@/, '//***@');
  }
}

export interface DownloadOptions {
  policy: AddressPolicy;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
}

export interface OpenedDownload {
  response: IncomingMessage;
  /** The name the server suggested (Content-Disposition) or the last path segment of the final URL. */
  suggestedName: string;
  /** Aborts the transfer (time-out); call `finish` when done. */
  signal: AbortSignal;
  finish(): void;
}

function checkUrl(url: URL, policy: AddressPolicy): void {
  try {
    checkTargetUrl(url, policy);
  } catch (error) {
    throw new DownloadError((error as Error).message);
  }
}

function request(url: URL, policy: AddressPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup: guardedLookup(policy),
      // A fresh connection per download: a pooled socket would skip the checked lookup.
      agent: false,
      signal,
      headers: { 'user-agent': 'Immobilien-Backoffice/1.0', accept: '*/*' },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

function nameFromHeaders(response: IncomingMessage, url: URL): string {
  const disposition = response.headers['content-disposition'] ?? '';
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  const raw = star?.[1] ?? plain?.[1] ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Opens `rawUrl` for reading: http/https only, every hop (redirects included) checked against the policy
 * after DNS resolution, a time-out over the whole transfer, and the size limit checked on Content-Length
 * (the caller counts the bytes as well).
 */
export async function openDownload(rawUrl: string, options: DownloadOptions): Promise<OpenedDownload> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DownloadError('time-out')), options.timeoutMs);
  const finish = () => clearTimeout(timer);
  try {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new DownloadError('invalid URL');
    }
    for (let hop = 0; ; hop += 1) {
      checkUrl(url, options.policy);
      const response = await request(url, options.policy, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= (options.maxRedirects ?? 5)) throw new DownloadError('too many redirects');
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new DownloadError(`HTTP ${status}`);
      }
      const length = Number(response.headers['content-length']);
      if (Number.isFinite(length) && length > options.maxBytes) {
        response.destroy();
        throw new DownloadError(`content-length ${length} over limit`, true);
      }
      return { response, suggestedName: nameFromHeaders(response, url), signal: controller.signal, finish };
    }
  } catch (error) {
    finish();
    if (error instanceof DownloadError) throw error;
    if (controller.signal.aborted) throw new DownloadError('time-out');
    throw new DownloadError(error instanceof Error ? error.message : String(error));
  }
}
