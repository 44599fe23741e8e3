import { useCombobox } from 'downshift';
import { CheckIcon, ChevronDownIcon, LoaderCircleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { FieldFrame } from './form-fields';

export interface PickerOption {
  id: string;
  label: string;
  /** A second line that tells apart options of the same name (a farm's place). */
  detail?: string;
}

/** What the server answered for the text typed: the first matches, and how many match in all. */
export interface PickerMatches {
  options: PickerOption[];
  total: number;
}

/** The option that chooses nothing ('All farms', 'No single tree'): no id. */
const NONE_ID = '';
const { InputBlur, InputChange, InputKeyDownEscape } = useCombobox.stateChangeTypes;
const labelOf = (option: PickerOption | null) => option?.label ?? '';

/**
 * The console's picker for a list too long to send whole (2,500 farms, a farm's trees): a WAI-ARIA 1.2
 * combobox (downshift's useCombobox: the input owns a listbox and points at the highlighted option) whose
 * options are the server's matches for the text typed. The caller searches, debounced, with the text
 * `onSearch` hands it, and gives the chosen option (its label too, as it may not be among the matches). The
 * list says when more match than it shows. Escape and leaving the field keep what was chosen (the input shows
 * its label again); only an option changes it, `none` included.
 */
export function SearchPicker({
  label,
  hint,
  error,
  placeholder,
  className,
  chosen,
  none,
  matches,
  searching,
  failed,
  disabled,
  onSearch,
  onChoose,
}: {
  label: string;
  hint?: string;
  error?: string;
  placeholder: string;
  className?: string;
  /** The chosen option, null when none is; the caller reads its label when it is not at hand. */
  chosen: PickerOption | null;
  /** The label of the option that chooses nothing; without it, the picker needs a choice. */
  none?: string;
  /** Undefined until the first answer. */
  matches: PickerMatches | undefined;
  /** A newer answer is on its way. */
  searching: boolean;
  /** The search's error, when it failed: its message is shown in the list. */
  failed?: Error | null;
  disabled?: boolean;
  /** The text typed, at every keystroke ('' when the list closes): the caller debounces. */
  onSearch: (text: string) => void;
  onChoose: (option: PickerOption | null) => void;
}) {
  const t = useT('admin');
  const id = useId();
  // What the owner has typed since the list opened; null while the input shows the chosen option's label.
  const [text, setText] = useState<string | null>(null);
  const noneOption: PickerOption | null = none ? { id: NONE_ID, label: none } : null;
  const selectedItem = chosen ?? noneOption;
  const options = matches?.options ?? [];
  // 'Nothing' is offered until the owner types: a search is for something.
  const items = noneOption && !text ? [noneOption, ...options] : options;

  const { isOpen, highlightedIndex, getInputProps, getToggleButtonProps, getMenuProps, getItemProps } = useCombobox<PickerOption>({
    items,
    inputId: id,
    labelId: `${id}-label`,
    selectedItem,
    itemToString: labelOf,
    // The label is part of the key: a chosen option whose label arrives after it (read by its id) is shown anew.
    itemToKey: (item) => item && `${item.id}\n${item.label}`,
    onSelectedItemChange: ({ selectedItem: item }) => onChoose(item && item.id !== NONE_ID ? item : null),
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== InputChange) return;
      setText(inputValue);
      onSearch(inputValue);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (open || text === null) return;
      setText(null);
      onSearch('');
    },
    // Escape and leaving the field keep the choice and show its label again (downshift's Escape would clear the
    // choice, and leaving would keep the text typed); only an option changes the choice.
    stateReducer: (state, { type, changes }) => {
      if (type === InputKeyDownEscape) return { ...changes, selectedItem: state.selectedItem, inputValue: labelOf(state.selectedItem) };
      if (type === InputBlur && changes.selectedItem === undefined) return { ...changes, inputValue: labelOf(state.selectedItem) };
      return changes;
    },
  });

  const shown = options.length;
  const total = matches?.total ?? 0;
  const status = failed
    ? t('picker.failed', { message: errorMessage(failed, t('queryStates.failedFallback')) })
    : !matches
      ? t('picker.searching')
      : shown === 0
        ? text?.trim()
          ? t('picker.noMatch', { text: text.trim() })
          : t('picker.empty')
        : total > shown
          ? t('picker.more', { shown: formatNumber(shown), total: formatNumber(total) })
          : t('picker.count', { count: total });
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <FieldFrame id={id} labelId={`${id}-label`} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <Input
          {...getInputProps({
            placeholder,
            disabled,
            'aria-describedby': described,
            'aria-invalid': error ? true : undefined,
            // Typing replaces the chosen name instead of adding to it.
            onFocus: (event) => event.currentTarget.select(),
          })}
          className="pr-16"
        />
        <span className="pointer-events-none absolute inset-y-0 right-9 flex items-center">
          {searching && <LoaderCircleIcon className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />}
        </span>
        <button
          type="button"
          {...getToggleButtonProps({ disabled, 'aria-label': t('picker.toggle', { label }) })}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground disabled:opacity-50"
        >
          <ChevronDownIcon className="size-4" aria-hidden="true" />
        </button>
        <div className={cn('absolute inset-x-0 top-full z-50 mt-1 min-w-64 rounded-lg border bg-popover text-popover-foreground shadow-lg', !isOpen && 'hidden')}>
          <ul {...getMenuProps()} className="max-h-64 overflow-y-auto p-1">
            {isOpen &&
              items.map((item, index) => {
                const selected = (chosen?.id ?? NONE_ID) === item.id;
                return (
                  <li
                    key={item.id || 'none'}
                    {...getItemProps({ item, index })}
                    className={cn(
                      'flex cursor-default items-start gap-2 rounded-md px-2 py-1.5 text-sm',
                      highlightedIndex === index && 'bg-accent text-accent-foreground',
                      item.id === NONE_ID && 'italic',
                    )}
                  >
                    <CheckIcon className={cn('mt-0.5 size-4 shrink-0', !selected && 'invisible')} aria-hidden="true" />
                    <span className="grid">
                      <span>{item.label}</span>
                      {item.detail && <span className="text-xs text-muted-foreground">{item.detail}</span>}
                    </span>
                  </li>
                );
              })}
          </ul>
          {isOpen && (
            <p role="status" className="border-t px-3 py-2 text-xs text-muted-foreground">
              {status}
            </p>
          )}
        </div>
      </div>
    </FieldFrame>
  );
}
