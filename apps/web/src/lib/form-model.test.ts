import { describe, expect, it } from 'vitest';
import { formatNumber, VermarktungFieldsSchema, type VermarktungFields } from '@app/domain';
import { inputValue, schemaFormModel } from './form-model';

const model = schemaFormModel<VermarktungFields>(
  VermarktungFieldsSchema,
  {
    projekt_id: 'Projekt',
    vermarktungsstart: 'Vermarktungsstart',
    website: 'Website',
    provision: 'Provision (%)',
  },
  { formats: { provision: (v: number) => formatNumber(v, 2) }, empty: { website: 'https://' } },
);

describe('schemaFormModel', () => {
  it('shows stored values as the inputs hold them: ISO dates as TT.MM.JJJJ, ids as digits, nothing as empty', () => {
    expect([
      inputValue('2026-02-01'),
      inputValue(7),
      inputValue(null),
      inputValue(true),
      inputValue('Gold'),
    ]).toEqual(['01.02.2026', '7', '', true, 'Gold']);
    // A text that only starts like a date stays as it is.
    expect(inputValue('2026-02-01 Nachtrag')).toBe('2026-02-01 Nachtrag');
  });

  it("a record's values through the area's formats; a new one empty, in the preselected project", () => {
    const record = { projekt_id: 3, vermarktungsstart: '2026-03-15', website: null, provision: 3.5 };
    expect(model.formValues(record)).toEqual({
      projekt_id: '3',
      vermarktungsstart: '15.03.2026',
      website: '',
      provision: '3,50',
    });
    expect(model.formValues(null, 7)).toEqual({
      projekt_id: '7',
      vermarktungsstart: '',
      website: 'https://',
      provision: '',
    });
    expect(model.formValues({ ...record, projekt_id: 3 }, 7).projekt_id).toBe('3');
  });

  it('keys, labels and conflict rows in the order of the labels', () => {
    expect(model.fieldKeys).toEqual(['projekt_id', 'vermarktungsstart', 'website', 'provision']);
    expect(model.conflictFields[3]).toEqual({ key: 'provision', label: 'Provision (%)' });
  });
});
