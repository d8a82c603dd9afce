import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** How a kind of value is typed: the same hint and alignment in every form. */
const kinds = {
  text: {},
  /** A date as typed in de-AT. */
  datum: { placeholder: 'TT.MM.JJJJ' },
  /** An amount or area (de-AT decimal comma), right-aligned like the lists' numbers. */
  zahl: { inputMode: 'decimal', styles: { input: { textAlign: 'right' } } },
} satisfies Record<string, Partial<TextInputProps>>;

/** A text input bound to one field of a react-hook-form form, with that field's message under it. */
export function FormText<Values extends FieldValues, Fields>({
  form,
  name,
  kind = 'text',
  ...props
}: {
  form: UseFormReturn<Values, unknown, Fields>;
  name: Path<Values>;
  label: string;
  kind?: keyof typeof kinds;
} & Omit<TextInputProps, 'form' | 'name' | 'error'>) {
  return <TextInput {...kinds[kind]} {...props} {...form.register(name)} error={fieldError(form, name)} />;
}

/** A textarea bound to one field, like FormText (e.g. a remark). */
export function FormTextarea<Values extends FieldValues, Fields>({
  form,
  name,
  ...props
}: {
  form: UseFormReturn<Values, unknown, Fields>;
  name: Path<Values>;
  label: string;
} & Omit<TextareaProps, 'form' | 'name' | 'error'>) {
  return <Textarea autosize minRows={2} {...props} {...form.register(name)} error={fieldError(form, name)} />;
}

function fieldError<Values extends FieldValues, Fields>(
  form: UseFormReturn<Values, unknown, Fields>,
  name: Path<Values>,
): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}
