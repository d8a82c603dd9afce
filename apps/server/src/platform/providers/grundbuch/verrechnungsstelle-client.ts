import { messages } from '@app/domain';
import {
  GrundbuchError,
  type GrundbuchProvider,
  type Urkunde,
  type UrkundenArt,
  type UrkundenlistenEintrag,
} from './grundbuch-provider';

export interface VerrechnungsstelleOptions {
  url: string | undefined;
  benutzer: string | undefined;
  passwort: string | undefined;
  timeoutMs?: number;
}

/**
 * ADAPTER POINT for a licensed clearing agency (Verrechnungsstelle, GRUNDBUCH=verrechnungsstelle). Their
 * interfaces are not public, so this client assumes a plain REST shape that a contract would fix:
 * `GET {url}/urkundenlisten?gericht=631&von=YYYY-MM-DD&bis=YYYY-MM-DD` → JSON list of entries, and
 * `GET {url}/urkunden/{gericht}/{jahr}/{tz}` → the PDF, both with HTTP Basic authentication. It has never
 * talked to a real agency. Without URL and credentials it refuses every call with a clear message.
 */
export class VerrechnungsstelleClient implements GrundbuchProvider {
  readonly kind = 'verrechnungsstelle' as const;

  constructor(private readonly options: VerrechnungsstelleOptions) {}

  private async get(path: string): Promise<Response> {
    const { url, benutzer, passwort } = this.options;
    if (!url || !benutzer || !passwort) throw new GrundbuchError(messages.grundbuchNichtKonfiguriert);
    let res: Response;
    try {
      res = await fetch(`${url.replace(/\/$/, '')}${path}`, {
        headers: { authorization: `Basic ${Buffer.from(`${benutzer}:${passwort}`).toString('base64')}` },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (e) {
      throw new GrundbuchError(messages.grundbuchDienstFehler(e instanceof Error ? e.message : String(e)));
    }
    if (!res.ok) throw new GrundbuchError(messages.grundbuchDienstFehler(`HTTP ${res.status}`));
    return res;
  }

  async urkundenliste(gericht: string, von: string, bis: string): Promise<UrkundenlistenEintrag[]> {
    const res = await this.get(
      `/urkundenlisten?gericht=${encodeURIComponent(gericht)}&von=${von}&bis=${bis}`,
    );
    const body = (await res.json()) as unknown;
    if (!Array.isArray(body)) throw new GrundbuchError(messages.grundbuchDienstFehler('unerwartete Antwort'));
    return body as UrkundenlistenEintrag[];
  }

  async urkunde(gericht: string, tz: number, jahr: number): Promise<Urkunde> {
    const res = await this.get(`/urkunden/${encodeURIComponent(gericht)}/${jahr}/${tz}`);
    return {
      bytes: new Uint8Array(await res.arrayBuffer()),
      name: `TZ_${tz}_${jahr}_BG${gericht}.pdf`,
      art: (res.headers.get('x-urkunden-art') ?? 'Kaufvertrag') as UrkundenArt,
    };
  }
}
