import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { discountTermsBody, type DiscountTermsValues } from './discount-terms';

/*
 * The form of a voucher's or a promotion's dialog (docs/product/fees.md, "Discounts"): checked with the shared schema
 * the server checks with, and the server's refusals shown at their fields as the form's own checks are.
 */

type Schema = Parameters<typeof zodResolver>[0];

export function useDiscountForm<Values extends DiscountTermsValues & FieldValues, Body extends FieldValues>({
  schema,
  defaultValues,
  save,
  refusalFields,
  onClose,
}: {
  /** The shared schema of the body (`voucherBodySchema`, `promotionBodySchema`). */
  schema: Schema;
  defaultValues: Values;
  /** Sends the body; a failure it toasts itself is not the form's business. */
  save: (body: Body) => Promise<unknown>;
  /** The fields a failure of `save` is shown at; none when its toast says it. */
  refusalFields: (error: unknown) => { field: string; message: string }[];
  onClose: () => void;
}) {
  const schemaResolver = zodResolver(schema);
  // The schema judges what the form would send: rows with nothing chosen are not its business.
  const resolver = ((values, context, options) =>
    schemaResolver(discountTermsBody(values), context, options as unknown as Parameters<typeof schemaResolver>[2])) as Resolver<Values, unknown, Body>;
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues: defaultValues as never });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save(body);
      onClose();
    } catch (error) {
      refusalFields(error).forEach(({ field, message }, index) =>
        form.setError(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  });
  return { form, submit };
}
