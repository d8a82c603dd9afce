import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('csvCell', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://böse.example","Klick")')).toBe(
      `"'=HYPERLINK(""http://böse.example"",""Klick"")"`,
    );
    expect(csvCell('+43 1 234')).toBe(`"'+43 1 234"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('keeps numbers, ordinary text and quotes what holds a separator', () => {
    expect(csvCell('-1.234,50')).toBe('-1.234,50');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('480.000,00')).toBe('480.000,00');
    expect(csvCell('Top 3 = Dach')).toBe('Top 3 = Dach');
    expect(csvCell('E;1')).toBe('"E;1"');
    expect(csvCell('Sag "Ja"')).toBe('"Sag ""Ja"""');
    expect(csvCell('')).toBe('');
  });

  it('writes a document with BOM and CRLF', () => {
    expect(csvDocument(['A', 'B'], [['=1', '2']])).toBe(`\ufeffA;B\r\n"'=1";2\r\n`);
  });
});
