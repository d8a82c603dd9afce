import { describe, expect, it } from 'vitest';
import { parseParteien, parteienText } from './urkunden-parteien';
import { messages } from './messages';

describe('buyers and sellers corrected as text (issue 25 point 5)', () => {
  it('reads persons and firms with birth date, FN in any pasted form and share', () => {
    const r = parseParteien('Anna Maria Huber; geb. 30.09.1992; Anteil 1/2\nAlpha Bau GmbH; FN 038240K; 1/2');
    expect(r).toEqual({
      parteien: [
        {
          typ: 'person',
          name: 'Anna Maria Huber',
          vorname: 'Anna Maria',
          nachname: 'Huber',
          geboren: '1992-09-30',
          fbnr: null,
          anteil: '1/2',
          firma_id: null,
        },
        {
          typ: 'firma',
          name: 'Alpha Bau GmbH',
          vorname: null,
          nachname: null,
          geboren: null,
          fbnr: '38240k',
          anteil: '1/2',
          firma_id: null,
        },
      ],
    });
    if ('parteien' in r) expect(parseParteien(parteienText(r.parteien))).toEqual(r);
  });

  it('refuses what would be stored wrong, naming the line', () => {
    const fehler = (text: string) => {
      const r = parseParteien(text);
      return 'fehler' in r ? r.fehler : null;
    };
    expect(fehler('Anna Huber; geb. 31.02.1990')).toBe(
      'Zeile 1: Bitte das Geburtsdatum als TT.MM.JJJJ angeben.',
    );
    expect(fehler('Anna Huber\nAlpha GmbH; FN 12345')).toMatch(/^Zeile 2: Ungültige FirmenbuchNr/);
    expect(fehler('Alpha GmbH; FN 38240a')).toMatch(/Prüfbuchstabe/);
    expect(fehler('Anna Huber; Anteil 3/2')).toMatch(/Anteil/);
    expect(fehler('Anna Huber; Wien')).toMatch(/„Wien“ verstehe ich nicht/);
    expect(fehler('  \n ')).toBe(messages.pflichtfeld);
  });
});
