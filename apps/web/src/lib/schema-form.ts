import { zodResolver } from '@hookform/resolvers/zod';
import { withFormInput } from './form-input';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A form whose inputs hold text as typed (`Values`, de-AT numbers and dates) and whose submit gets what the
 * shared schema makes of it (`Fields`): the browser shows the server's German messages, the server checks again.
 */
export function useSchemaForm<Values extends FieldValues, Fields extends FieldValues>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: Values,
): UseFormReturn<Values, unknown, Fields> {
  return useForm<Values, unknown, Fields>({
    resolver: withFormInput(schema, zodResolver(schema)) as unknown as Resolver<Values, unknown, Fields>,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
}
