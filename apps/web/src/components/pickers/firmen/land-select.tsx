import { Controller } from 'react-hook-form';
import { laender, landName } from '@app/domain';
import { ChoiceSelect } from '../../choice-select/choice-select';
import type { FirmaForm } from './firma-form';

const options = laender.map((l) => ({ value: l.code, label: l.name }));

/** The country choice of the Firma form (ISO alpha-3 codes, German names). */
export function LandSelect({ form, label }: { form: FirmaForm; label: string }) {
  return (
    <Controller
      control={form.control}
      name="land"
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : null;
        // A code from the register that the list lacks still shows.
        const data =
          value && !options.some((o) => o.value === value)
            ? [...options, { value, label: landName(value) }]
            : options;
        return (
          <ChoiceSelect
            label={label}
            data={data}
            value={value}
            onChange={(v) => {
              field.onChange(v ?? '');
              // The FN rule depends on the land (SPEC §5): re-check it once the form was submitted.
              if (form.formState.isSubmitted) void form.trigger('fbnr');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
