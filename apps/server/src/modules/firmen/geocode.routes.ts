import { z } from 'zod';
import { geocodeInputError, messages } from '@app/domain';
import { okAnswer } from '../../platform/answers';
import { HttpError, ValidationError } from '../../platform/errors';
import type { Module } from '../../platform/module';
import { GeocodeProviderError } from '../../platform/providers/geocoding';

const text = z.string().max(200).nullish();
const geocodeBody = z.object({ strasse: text, adresse: text, plz: text, ort: text, land: text });
const geocodeAnswer = okAnswer(
  z.object({ lat: z.number(), long: z.number(), source: z.string(), ungenau: z.boolean().optional() }),
);

/**
 * POST /api/geocode: address → coordinates through the configured provider (DESIGN §8). Missing PLZ or
 * street answers 422 'PLZ und/oder Straße nicht gegeben'; a failing service answers the geocode failure of
 * SPEC §5 ('Fehler: konnte die Geokoordinaten nicht abfragen.'), an address the service does not know a
 * message of its own (the user corrects the address, not waits), and a partial match `ungenau` (issue 25).
 * The service's code and message go to the log only: 'Fehler bei Abfrage. Code: … Msg: …' is SPEC's message for
 * the browser's location lookup (map picker), not for geocoding.
 */
// Who edits an address with coordinates: the Firma and the Projekt forms (the service costs per call).
const access = ['firmen.bearbeiten', 'projekte.bearbeiten'] as const;

export const geocodeRoutes: Module = async (app, { geocoder }) => {
  app.post(
    '/api/geocode',
    {
      config: { access },
      schema: { tags: ['Geocoding'], body: geocodeBody, response: { 200: geocodeAnswer } },
    },
    async (req) => {
      const body = req.body;
      const strasse = (body.strasse ?? body.adresse ?? '').trim();
      const plz = (body.plz ?? '').trim();
      const missing = geocodeInputError({ strasse, plz });
      if (missing) throw new ValidationError({ _: [missing] });
      try {
        const result = await geocoder.geocode({
          strasse,
          plz,
          ort: body.ort?.trim() || null,
          land: body.land?.trim() || null,
        });
        if (!result) throw new HttpError(422, messages.geokoordinatenNichtGefunden);
        return { status: 'ok' as const, data: result };
      } catch (error) {
        if (error instanceof GeocodeProviderError) {
          req.log.warn({ code: error.code, msg: error.msg }, 'geocoding failed');
          throw new HttpError(422, messages.geokoordinatenFehler);
        }
        throw error;
      }
    },
  );
};
