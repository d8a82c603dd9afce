import type { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { formToApi, type FormInput } from '@app/domain';

type Schema = Parameters<typeof zodResolver>[0];

/**
 * In front of every form's resolver (issue 30): the inputs' text as typed (de-AT numbers, TT.MM.JJJJ, '')
 * becomes the API's exact values (formToApi, after the schema's own input document) before the shared
 * schema checks it; what the schema makes of it is what is sent. Keeps the resolver's types:
 * `resolver: withFormInput(schema, zodResolver(schema))`.
 */
export function withFormInput<I extends FieldValues, C, O>(
  schema: Schema,
  resolver: Resolver<I, C, O>,
): Resolver<FormInput<I> & FieldValues, C, O> {
  const resolve = resolver as unknown as (values: unknown, ...rest: unknown[]) => unknown;
  return ((values: unknown, ...rest: unknown[]) =>
    resolve(formToApi(schema as never, values), ...rest)) as unknown as Resolver<
    FormInput<I> & FieldValues,
    C,
    O
  >;
}
