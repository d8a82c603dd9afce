import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFilter, parseFilter } from './filter';

describe('filter string (SPEC §7)', () => {
  it('parses keyed terms joined by AND', () => {
    expect(parseFilter('thema:x AND fulltext:y')).toEqual({ thema: ['x'], fulltext: ['y'] });
    expect(parseFilter('bundesland_id:9 and datencheck_abfrageart_id:2')).toEqual({
      bundesland_id: ['9'],
      datencheck_abfrageart_id: ['2'],
    });
  });

  it('keeps the words of a term up to the next AND, and bare words are fulltext', () => {
    expect(parseFilter('name:Anna Maria AND Seestadt Aspern')).toEqual({
      name: ['Anna Maria'],
      fulltext: ['Seestadt Aspern'],
    });
    expect(parseFilter('nachname:Huber nachname:Berger')).toEqual({ nachname: ['Huber', 'Berger'] });
  });

  it('quotes keep spaces and the word AND inside a value', () => {
    expect(parseFilter('name:"Müller AND Söhne" AND ort:Wien')).toEqual({
      name: ['Müller AND Söhne'],
      ort: ['Wien'],
    });
    expect(parseFilter('')).toEqual({});
    expect(parseFilter('  AND  ')).toEqual({});
  });

  it('keys named like Object.prototype members are plain keys (issue 9: q[]=__proto__:x answered 500)', () => {
    const terms = parseFilter('__proto__:x AND constructor:y AND toString:z AND valueof:w');
    expect(Object.keys(terms)).toEqual(['__proto__', 'constructor', 'tostring', 'valueof']);
    expect(terms['__proto__']).toEqual(['x']);
    expect(terms['constructor']).toEqual(['y']);
    expect(Object.getPrototypeOf(terms)).toBeNull();
  });

  it('formatFilter and parseFilter round-trip any values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('vorname', 'nachname', 'email', 'fulltext'),
          fc.string({ minLength: 1 }),
        ),
        (terms) => {
          const expected = Object.fromEntries(
            Object.entries(terms)
              .map(([k, v]) => [k, v.trim().replace(/\s+/g, ' ')] as const)
              .filter(([, v]) => v !== '')
              .map(([k, v]) => [k, [v]]),
          );
          const parsed = parseFilter(formatFilter(terms));
          const normalized = Object.fromEntries(
            Object.entries(parsed).map(([k, v]) => [k, v.map((x) => x.replace(/\s+/g, ' '))]),
          );
          expect(normalized).toEqual(expected);
        },
      ),
    );
  });
});
