import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/api-messages';
import { cn } from '@/lib/cn';

/*
 * The console's form fields over react-hook-form: each has its label, an optional hint and the schema's
 * message under it, tied to the control for screen readers.
 */

/**
 * 'optional-text' sends an empty field as null (cleared); 'omittable-text' leaves it out (the server decides). 'time' is the
 * browser's clock field, which gives 'HH:MM' (a delivery run's start, a zone's cut-off).
 */
type Kind = 'text' | 'textarea' | 'number' | 'optional-number' | 'date' | 'time' | 'email' | 'url' | 'optional-text' | 'omittable-text';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  kind?: Kind;
  className?: string;
  /** Step of a number field: 0.01 for RM. */
  step?: string;
  autoComplete?: string;
  /** The id of a <datalist> of suggestions (the known carriers). */
  list?: string;
}

/** The field's schema message, in the page's language when the `errors` catalogue knows it (docs/product/languages.md). */
function errorOf<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: string } | undefined)?.message;
  return message ? translateMessage(message) : message;
}

/** A field's label, control, hint and message; the hint's and message's ids are `<id>-hint` and `<id>-error`. */
export function FieldFrame({
  id,
  labelId,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  /** For a control named by aria-labelledby (a combobox). */
  labelId?: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  // content-start: in a row of side-by-side fields the frame is as tall as the tallest (one with a hint or a
  // message); its own rows stay at the top instead of stretching, so the labels and controls of a row stay in line.
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Empty optional fields are sent as null (cleared), never as ''. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const optionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

export function FormField<T extends FieldValues>({ form, name, label, hint, kind = 'text', className, step, autoComplete, list }: FieldProps<T>) {
  const id = useId();
  const error = errorOf(form, name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, autoComplete, list };
  const registered =
    kind === 'number'
      ? form.register(name, { valueAsNumber: true })
      : kind === 'optional-number'
        ? form.register(name, { setValueAs: optionalNumber })
        : kind === 'optional-text' || kind === 'url' || kind === 'date'
          ? form.register(name, { setValueAs: emptyAsNull })
          : kind === 'omittable-text'
            ? form.register(name, { setValueAs: (value: unknown) => (value === '' ? undefined : value) })
            : form.register(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {kind === 'textarea' ? (
        <Textarea rows={4} {...common} {...registered} />
      ) : (
        <Input
          {...common}
          {...registered}
          type={kind === 'number' || kind === 'optional-number' ? 'number' : kind === 'optional-text' || kind === 'omittable-text' ? 'text' : kind}
          step={step}
          inputMode={kind === 'number' || kind === 'optional-number' ? 'decimal' : undefined}
        />
      )}
    </FieldFrame>
  );
}

export function CheckboxField<T extends FieldValues>({ form, name, label, hint }: Pick<FieldProps<T>, 'form' | 'name' | 'label' | 'hint'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            checked={Boolean(field.value)}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-describedby={hint ? `${id}-hint` : undefined}
            className="mt-0.5"
          />
        )}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A choice of several values kept as one array (a delivery zone's states, the forms of fruit it receives): a fieldset
 * named by its legend, a labelled checkbox per option, and the hint and the schema's message tied to the group, as
 * GOV.UK's checkboxes do. The chosen values keep the options' order. A refused choice takes the focus to the first
 * checkbox, inside the group that reads the message.
 */
export function CheckboxGroupField<T extends FieldValues>({
  form,
  name,
  legend,
  hint,
  options,
  className,
  optionsClassName,
}: Pick<FieldProps<T>, 'form' | 'name' | 'hint' | 'className'> & {
  legend: string;
  /** Strings, or numbers (the days of the week, 0 Sunday to 6 Saturday). */
  options: { value: string | number; label: string }[];
  /** The options' grid: 'sm:grid-cols-3' for many. */
  optionsClassName?: string;
}) {
  const id = useId();
  const error = errorOf(form, name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cn('grid content-start gap-2', className)} aria-describedby={described}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => {
          const chosen: unknown[] = Array.isArray(field.value) ? field.value : [];
          const toggle = (value: string | number, checked: boolean) =>
            field.onChange(options.map((option) => option.value).filter((v) => (v === value ? checked : chosen.includes(v))));
          return (
            <div className={cn('grid gap-x-4 gap-y-2.5', optionsClassName)}>
              {options.map((option, index) => (
                <div key={option.value} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${index}`}
                    ref={index === 0 ? field.ref : undefined}
                    checked={chosen.includes(option.value)}
                    onCheckedChange={(checked) => toggle(option.value, checked === true)}
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                  />
                  <Label htmlFor={`${id}-${index}`} variant="option">
                    {option.label}
                  </Label>
                </div>
              ))}
            </div>
          );
        }}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  options,
  className,
  onChange,
}: Pick<FieldProps<T>, 'form' | 'name' | 'label' | 'hint' | 'className'> & {
  options: { value: string; label: string }[];
  /** After the choice is taken: what follows from it (a tree's estimate as the fruits offered). */
  onChange?: (value: string) => void;
}) {
  const id = useId();
  const error = errorOf(form, name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const registered = form.register(name, {
    setValueAs: emptyAsNull,
    onChange: onChange && ((event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)),
  });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...registered}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}

/** fullWidth={false}: the caller gives the width (w-44), as cn() does not let a class replace w-full. */
const nativeSelectVariants = cva(
  'flex h-10 rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm',
  {
    variants: { fullWidth: { true: 'w-full', false: '' } },
    defaultVariants: { fullWidth: true },
  },
);

/** A native select styled like the inputs: the platform's own picker, best on phones and for screen readers. */
export function NativeSelect({ className, fullWidth, ...props }: React.ComponentProps<'select'> & VariantProps<typeof nativeSelectVariants>) {
  return <select className={cn(nativeSelectVariants({ fullWidth }), className)} {...props} />;
}
