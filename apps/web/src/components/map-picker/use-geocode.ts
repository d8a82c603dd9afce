import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { geocodeInputError, messages, type OkAnswer } from '@app/domain';
import { api, ApiError, ValidationError } from '../../lib/api-client';

export interface GeocodeAddress {
  strasse?: string | null;
  plz?: string | null;
  ort?: string | null;
  land?: string | null;
}

function failure(message: string) {
  notifications.show({ color: 'red', title: 'Geokodierung', message });
}

interface Found {
  lat: number;
  long: number;
  source: string;
  /** The service found only part of the address (issue 25): set, but the user is asked to check it. */
  ungenau?: boolean;
}

/**
 * Address → coordinates through `POST /api/geocode`. Shows the messages of SPEC §5 itself
 * ('PLZ und/oder Straße nicht gegeben', 'Fehler: konnte die Geokoordinaten nicht abfragen.', not found, …)
 * and answers null then; an inexact match is answered and shown as such.
 */
export function useGeocode(): {
  geocode(address: GeocodeAddress): Promise<Found | null>;
  busy: boolean;
} {
  const [busy, setBusy] = useState(false);
  const geocode = useCallback(async (address: GeocodeAddress) => {
    const missing = geocodeInputError(address);
    if (missing) {
      failure(missing);
      return null;
    }
    setBusy(true);
    try {
      const answer = await api.post<OkAnswer<Found>>('/api/geocode', address);
      if (answer.data.ungenau)
        notifications.show({
          color: 'yellow',
          title: 'Geokodierung',
          message: messages.geokoordinatenUngenau,
        });
      return answer.data;
    } catch (error) {
      if (error instanceof ValidationError) failure(Object.values(error.errors).flat().join(' '));
      else if (error instanceof ApiError && error.status === 422) failure(error.message);
      else failure(messages.geokoordinatenFehler);
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  return { geocode, busy };
}
