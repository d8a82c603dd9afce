import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { FirmenbuchError } from './fbuch-provider';
import { FirmenbuchHvdClient } from './hvd-client';
import { FirmenbuchSimulator } from './simulator';

describe('Firmenbuch simulator', () => {
  const sim = new FirmenbuchSimulator({ failPrefix: '999', delayMs: 0 });
  it('answers the same realistic firm for the same FN, different firms for different FNs', async () => {
    const a = await sim.auszug('123456a');
    expect(await sim.auszug('123456a')).toEqual(a);
    expect(a.name).toMatch(/ (GmbH|GmbH & Co KG|AG|OG|FlexCo)$/);
    expect(a.plz).toMatch(/^\d{4}$/);
    expect(a.stand).toMatch(/^\d{4}-\d\d-\d\d$/);
    const names = new Set(
      await Promise.all(['1a', '2b', '3d', '4f', '5g'].map(async (f) => (await sim.auszug(f)).name)),
    );
    expect(names.size).toBeGreaterThan(1);
  });
  it('fails for FNs with the configured prefix', async () => {
    await expect(sim.auszug('999001a')).rejects.toThrow(new FirmenbuchError(messages.fbuchNichtGefunden));
  });
});

describe('HVD SOAP client', () => {
  let server: Server;
  let url = '';
  const requests: Array<{ headers: Record<string, unknown>; body: string }> = [];
  let answer: { status: number; body: string } = { status: 200, body: '' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({ headers: req.headers, body });
        res.writeHead(answer.status, { 'content-type': 'application/soap+xml' }).end(answer.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('sends AUSZUG_V2_REQUEST with the API key and reads name, address, Rechtsform, Sitz and function code', async () => {
    answer = {
      status: 200,
      body: `<?xml version="1.0"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Body>
        <ns2:AUSZUG_V2_RESPONSE xmlns:ns2="ns://x" ns2:FNR="123456 a"><ns2:FIRMA>
          <ns2:FI_DKZ02 AUFRECHT="true"><ns2:BEZEICHNUNG>Muster Bau</ns2:BEZEICHNUNG><ns2:BEZEICHNUNG>GmbH &amp; Co KG</ns2:BEZEICHNUNG></ns2:FI_DKZ02>
          <ns2:FI_DKZ03><ns2:STRASSE>Wipplingerstraße</ns2:STRASSE><ns2:HAUSNUMMER>12</ns2:HAUSNUMMER><ns2:PLZ>1010</ns2:PLZ><ns2:ORT>Wien</ns2:ORT></ns2:FI_DKZ03>
          <ns2:RECHTSFORM><ns2:CODE>KG</ns2:CODE><ns2:TEXT>Kommanditgesellschaft</ns2:TEXT></ns2:RECHTSFORM>
        </ns2:FIRMA><ns2:FUN ns2:FKEN="GF" ns2:PNR="A"/></ns2:AUSZUG_V2_RESPONSE></env:Body></env:Envelope>`,
    };
    const client = new FirmenbuchHvdClient({ url, apiKey: 'geheim' });
    const extract = await client.auszug('123456a');
    expect(extract).toMatchObject({
      fbnr: '123456a',
      name: 'Muster Bau GmbH & Co KG',
      adresse: 'Wipplingerstraße 12',
      plz: '1010',
      ort: 'Wien',
      rechtsform: 'Kommanditgesellschaft',
      sitz: 'Wien',
      funktionskennung: 'GF',
    });
    const sent = requests.at(-1)!;
    expect(sent.headers['x-api-key']).toBe('geheim');
    expect(sent.body).toContain('<aus:AUSZUG_V2_REQUEST><aus:FNR>123456a</aus:FNR>');
    expect(sent.body).toContain('<aus:UMFANG>Kurzinformation</aus:UMFANG>');
  });

  it('takes the current group, not a historic one (AUFRECHT="false")', async () => {
    answer = {
      status: 200,
      body: `<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Body><ns2:AUSZUG_V2_RESPONSE xmlns:ns2="ns://x"><ns2:FIRMA>
          <ns2:FI_DKZ02 AUFRECHT="false"><ns2:BEZEICHNUNG>Alter Name GmbH</ns2:BEZEICHNUNG></ns2:FI_DKZ02>
          <ns2:FI_DKZ02><ns2:BEZEICHNUNG>Neuer Name GmbH</ns2:BEZEICHNUNG></ns2:FI_DKZ02>
          <ns2:FI_DKZ03 AUFRECHT="false"><ns2:STRASSE>Altgasse</ns2:STRASSE><ns2:HAUSNUMMER>1</ns2:HAUSNUMMER><ns2:PLZ>8010</ns2:PLZ><ns2:ORT>Graz</ns2:ORT></ns2:FI_DKZ03>
          <ns2:FI_DKZ03 AUFRECHT="true"><ns2:STRASSE>Neugasse</ns2:STRASSE><ns2:HAUSNUMMER>2</ns2:HAUSNUMMER><ns2:PLZ>1010</ns2:PLZ><ns2:ORT>Wien</ns2:ORT></ns2:FI_DKZ03>
        </ns2:FIRMA></ns2:AUSZUG_V2_RESPONSE></env:Body></env:Envelope>`,
    };
    const extract = await new FirmenbuchHvdClient({ url, apiKey: 'geheim' }).auszug('38240k');
    expect(extract).toMatchObject({
      name: 'Neuer Name GmbH',
      adresse: 'Neugasse 2',
      plz: '1010',
      ort: 'Wien',
      sitz: 'Wien',
    });
  });

  it('turns faults, HTTP errors, empty answers and a missing key into German row messages', async () => {
    const client = new FirmenbuchHvdClient({ url, apiKey: 'geheim' });
    answer = {
      status: 500,
      body: '<s:Envelope><s:Body><s:Fault><s:Reason><s:Text>FNR ungültig</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>',
    };
    // Issue 25: an invalid number is 'not found' for the user, not an unreachable service.
    await expect(client.auszug('1a')).rejects.toThrow(messages.fbuchNichtGefunden);
    answer = {
      status: 500,
      body: '<s:Envelope><s:Body><s:Fault><s:Reason><s:Text>Interner Fehler</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>',
    };
    await expect(client.auszug('1a')).rejects.toThrow(messages.fbuchDienstFehler('Interner Fehler'));
    answer = { status: 503, body: 'down' };
    await expect(client.auszug('1a')).rejects.toThrow(messages.fbuchDienstFehler('HTTP 503'));
    answer = { status: 200, body: '<Envelope><Body><AUSZUG_V2_RESPONSE/></Body></Envelope>' };
    await expect(client.auszug('1a')).rejects.toThrow(messages.fbuchNichtGefunden);
    await expect(new FirmenbuchHvdClient({ url, apiKey: undefined }).auszug('1a')).rejects.toThrow(
      FirmenbuchError,
    );
  });
});
