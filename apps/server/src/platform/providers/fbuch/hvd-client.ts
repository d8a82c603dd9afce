import { heuteWien, messages, type FirmenbuchExtract } from '@app/domain';
import { FirmenbuchError, type FirmenbuchProvider } from './fbuch-provider';

const soapNs = 'http://www.w3.org/2003/05/soap-envelope';
const auszugNs = 'ns://firmenbuch.justiz.gv.at/Abfrage/v2/AuszugRequest';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');

export function auszugEnvelope(fbnr: string, stichtag: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soap:Envelope xmlns:soap="${soapNs}" xmlns:aus="${auszugNs}"><soap:Header/><soap:Body>` +
    `<aus:AUSZUG_V2_REQUEST><aus:FNR>${escapeXml(fbnr)}</aus:FNR><aus:STICHTAG>${stichtag}</aus:STICHTAG>` +
    `<aus:UMFANG>Kurzinformation</aus:UMFANG></aus:AUSZUG_V2_REQUEST></soap:Body></soap:Envelope>`
  );
}

/** Drops namespace prefixes so elements can be found by their local names. */
function stripPrefixes(xml: string): string {
  return xml.replace(/<(\/?)[\w.-]+:([\w.-]+)/g, '<$1$2').replace(/\s[\w.-]+:([\w.-]+=)/g, ' $1');
}
function element(xml: string, name: string): string | null {
  const m = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? m[1]! : null;
}
function texts(xml: string, name: string): string[] {
  const re = new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`, 'g');
  return [...xml.matchAll(re)].map((m) => unescapeXml(m[1]!.trim())).filter(Boolean);
}
/**
 * The current group of its kind: the answer may list a group several times, old states marked
 * AUFRECHT="false" (history); the one not marked false wins, wherever it stands.
 */
function aktuell(xml: string, name: string): string | null {
  const re = new RegExp(`<${name}(\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'g');
  const all = [...xml.matchAll(re)];
  const current = all.find((m) => !/\bAUFRECHT="false"/i.test(m[1] ?? ''));
  return (current ?? all[0])?.[2] ?? null;
}
/** A fault that says the number is unknown or invalid is 'not found', not 'service unreachable'. */
const unbekannteNummer = /ungültig|nicht gefunden|nicht vorhanden|existiert nicht|unbekannt|keine Daten/i;
const first = (xml: string | null, name: string) => (xml ? (texts(xml, name)[0] ?? null) : null);
function attribute(xml: string, elementName: string, attr: string): string | null {
  const m = new RegExp(`<${elementName}\\s[^>]*\\b${attr}="([^"]*)"`).exec(xml);
  return m ? unescapeXml(m[1]!) : null;
}

/**
 * Reads the parts of an AUSZUG_V2_RESPONSE we store: name (FI_DKZ02 BEZEICHNUNG), business address
 * (FI_DKZ03: STRASSE HAUSNUMMER or STELLE, PLZ, ORT), Sitz (FI_DKZ06 SITZ or the address' ORT),
 * Rechtsform (RECHTSFORM TEXT) and the first function code (FUN FKEN).
 */
export function parseAuszugResponse(fbnr: string, body: string, stand: string): FirmenbuchExtract {
  const xml = stripPrefixes(body);
  const fault = element(xml, 'Fault');
  if (fault) {
    const text = first(fault, 'Text') ?? first(fault, 'faultstring') ?? 'SOAP Fault';
    throw new FirmenbuchError(
      unbekannteNummer.test(text) ? messages.fbuchNichtGefunden : messages.fbuchDienstFehler(text),
    );
  }
  const response = element(xml, 'AUSZUG_V2_RESPONSE');
  const firma = response && (element(response, 'FIRMA') ?? response);
  const nameBlock = firma && aktuell(firma, 'FI_DKZ02');
  const name = nameBlock ? texts(nameBlock, 'BEZEICHNUNG').join(' ') : '';
  if (!firma || !name) throw new FirmenbuchError(messages.fbuchNichtGefunden);
  const address = aktuell(firma, 'FI_DKZ03');
  const strasse = [first(address, 'STRASSE'), first(address, 'HAUSNUMMER'), first(address, 'STIEGE')]
    .filter(Boolean)
    .join(' ');
  const ort = first(address, 'ORT');
  const rechtsformBlock = aktuell(firma, 'RECHTSFORM') ?? aktuell(firma, 'FI_DKZ07');
  return {
    fbnr,
    name,
    adresse: strasse || (address ? texts(address, 'STELLE').join(' ') : '') || null,
    plz: first(address, 'PLZ'),
    ort,
    rechtsform: first(rechtsformBlock, 'TEXT'),
    sitz: first(aktuell(firma, 'FI_DKZ06'), 'SITZ') ?? ort,
    stand,
    funktionskennung: response ? attribute(response, 'FUN', 'FKEN') : null,
  };
}

/** The official Justiz HVD SOAP service (FIRMENBUCH=hvd), authenticated with the X-API-KEY header. */
export class FirmenbuchHvdClient implements FirmenbuchProvider {
  readonly kind = 'hvd' as const;

  constructor(private readonly options: { url: string; apiKey: string | undefined; timeoutMs?: number }) {}

  async auszug(fbnr: string): Promise<FirmenbuchExtract> {
    if (!this.options.apiKey)
      throw new FirmenbuchError(messages.fbuchDienstFehler('FIRMENBUCH_API_KEY fehlt'));
    const stand = heuteWien();
    let res: Response;
    try {
      res = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/soap+xml; charset=utf-8', 'x-api-key': this.options.apiKey },
        body: auszugEnvelope(fbnr, stand),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
      });
    } catch (e) {
      throw new FirmenbuchError(messages.fbuchDienstFehler(e instanceof Error ? e.message : String(e)));
    }
    const body = await res.text();
    // SOAP faults come with HTTP 500; parse them for their message first.
    if (!res.ok && !/Fault/.test(body))
      throw new FirmenbuchError(messages.fbuchDienstFehler(`HTTP ${res.status}`));
    return parseAuszugResponse(fbnr, body, stand);
  }
}
