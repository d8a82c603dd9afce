import { describe, expect, it } from 'vitest';
import { mergeFields, type Firma, type FirmaFields } from '@app/domain';
import { firmaFormValues } from '../../components/pickers/firmen/firma-form';
import { baseRow } from '../../testing/render';
import { auszugArrival } from './fbuch-eingabe';

/** The firm as the server created it from the register. */
const register = {
  ...baseRow(7),
  ...firmaFormValues(),
  name: 'Huber Wohnbau GmbH',
  fbnr: '479412v',
  adresse: 'Landstraße 28',
  plz: '4020',
  ort: 'Linz',
  rechtsform: 'Gesellschaft mit beschränkter Haftung',
  sitz: 'Linz',
  geo_lat: 48.3,
  geo_long: 14.29,
  funktionskennung: null,
  bautraeger_info: null,
  kaeufer_info: null,
  makler_info: null,
  firmenbuch_stand: '2026-11-27',
} as unknown as Firma;

const typed = {
  ...firmaFormValues(),
  name: 'Meine Eingabe',
  adresse: 'Getippte Gasse 7',
  fbnr: '479412v',
  funktionskennung: 'PR',
};

describe('the new-firm input beside the register (issue 23)', () => {
  it('asks only for the fields both filled differently; typed-only input stays, empty input is filled', () => {
    const arrival = auszugArrival(register, typed)!;
    expect(arrival.conflict?.conflicts.sort()).toEqual(['adresse', 'name']);
    expect(arrival.conflict?.texts?.theirsColumn).toBe('Firmenbuch');
    // What saving merges: the form holds the input where typed and the register's values elsewhere.
    const form = {
      ...register,
      name: 'Meine Eingabe',
      adresse: 'Getippte Gasse 7',
      funktionskennung: 'PR',
    } as unknown as FirmaFields;
    const { merged } = mergeFields<FirmaFields>(arrival.origin, form, register, { adresse: 'theirs' });
    expect(merged).toMatchObject({
      name: 'Meine Eingabe',
      adresse: 'Landstraße 28',
      plz: '4020',
      funktionskennung: 'PR',
    });
  });

  it('nothing to choose when the input agrees with the register or was left empty', () => {
    expect(auszugArrival(register, { ...firmaFormValues(), fbnr: '479412v' })?.conflict).toBeNull();
    expect(auszugArrival(register, undefined)).toBeNull();
  });
});
