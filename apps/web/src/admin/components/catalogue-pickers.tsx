import type { FarmListItem, TreeListItem } from '@durio/shared/schemas/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useT, type Translate } from '@/lib/i18n';
import { useChosenFarm, useFarmChoices } from '../api/list-farm-choices';
import { useChosenProduct, useProductChoices } from '../api/list-product-choices';
import { useChosenTree, useTreeChoices } from '../api/list-tree-choices';
import { SearchPicker, type PickerMatches, type PickerOption } from './search-picker';
import { useDebouncedValue } from './use-debounced-value';

/*
 * The console's pickers of a farm and of a farm's tree (2,500 farms, 10,000 trees): each asks the
 * server for the first matches of what the owner types, never for the whole list (docs/decisions/029).
 */

/** The pause in typing after which the server is asked. */
const SEARCH_DELAY_MS = 250;

interface PickerProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** The label of the option that chooses nothing; without it a choice is needed. */
  none?: string;
  disabled?: boolean;
  /** The chosen id, null when none is. */
  value: string | null;
  /** The chosen option as the caller has it (a product's farm), so it need not be read again. */
  initial?: PickerOption | null;
  onChange: (option: PickerOption | null) => void;
}

/** A farm as an option: its name with its status (a product on a farm not verified is not sold), its place. */
export const farmOption = (t: Translate<'admin-catalogue'>, farm: Pick<FarmListItem, 'id' | 'name' | 'verificationStatus' | 'location'>): PickerOption => ({
  id: farm.id,
  label: t(`productForm.farmOption.${farm.verificationStatus}`, { name: farm.name }),
  detail: farm.location,
});

export const treeOption = (t: Translate<'admin-catalogue'>, tree: Pick<TreeListItem, 'id' | 'name' | 'variety'>): PickerOption => ({
  id: tree.id,
  label: t('tree.option', { name: tree.name, variety: tree.variety }),
});

/**
 * What both pickers keep: the text typed, debounced into the search the server is asked, and the option the
 * owner picked, which names the chosen id without another read.
 */
function usePickerState({ value, initial, onChange }: Pick<PickerProps, 'value' | 'initial' | 'onChange'>) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [picked, setPicked] = useState<PickerOption | null>(initial ?? null);
  return {
    search,
    onSearch: setText,
    /** The chosen option when this picker knows it; else its id is read from the server. */
    known: picked && picked.id === value ? picked : null,
    onChoose: (option: PickerOption | null) => {
      setPicked(option);
      onChange(option);
    },
  };
}

/** The SearchPicker's props of a query of matches. */
function matchesOf<T>(query: UseQueryResult<T>, read: (data: T) => PickerMatches) {
  return {
    matches: query.data === undefined ? undefined : read(query.data),
    searching: query.isFetching,
    failed: query.error,
  };
}

/** Any farm, whatever its status, found by its name or place. */
export function FarmPicker({ value, initial, onChange, ...field }: PickerProps) {
  const t = useT('admin-catalogue');
  const { search, onSearch, known, onChoose } = usePickerState({ value, initial, onChange });
  const farms = useFarmChoices(search);
  const chosenFarm = useChosenFarm(value && !known ? value : null);
  const read = chosenFarm.data?.items.find((farm) => farm.id === value);
  return (
    <SearchPicker
      {...field}
      placeholder={t('picker.farmPlaceholder')}
      chosen={known ?? (value ? { id: value, label: read ? farmOption(t, read).label : '' } : null)}
      {...matchesOf(farms, (data) => ({ options: data.items.map((farm) => farmOption(t, farm)), total: data.meta.totalCount }))}
      onSearch={onSearch}
      onChoose={onChoose}
    />
  );
}

/** One of a farm's trees, found by its name or variety; nothing to choose from until a farm is. */
export function TreePicker({ farmId, value, initial, onChange, ...field }: PickerProps & { farmId: string | null }) {
  const t = useT('admin-catalogue');
  const { search, onSearch, known, onChoose } = usePickerState({ value, initial, onChange });
  const trees = useTreeChoices(farmId, search);
  const chosenTree = useChosenTree(value && !known ? value : null);
  const read = chosenTree.data?.id === value ? chosenTree.data : undefined;
  return (
    <SearchPicker
      {...field}
      disabled={field.disabled || !farmId}
      placeholder={t('picker.treePlaceholder')}
      chosen={known ?? (value ? { id: value, label: read ? treeOption(t, read).label : '' } : null)}
      {...matchesOf(trees, (data) => ({ options: data.data.map((tree) => treeOption(t, tree)), total: data.total }))}
      onSearch={onSearch}
      onChoose={onChoose}
    />
  );
}

/** Any product, drafts too, found by its name, variety or farm. */
export function ProductPicker({ value, initial, onChange, ...field }: PickerProps) {
  const t = useT('admin-catalogue');
  const { search, onSearch, known, onChoose } = usePickerState({ value, initial, onChange });
  const products = useProductChoices(search);
  const chosenProduct = useChosenProduct(value && !known ? value : null);
  const read = chosenProduct.data?.id === value ? chosenProduct.data : undefined;
  return (
    <SearchPicker
      {...field}
      placeholder={t('picker.productPlaceholder')}
      chosen={known ?? (value ? { id: value, label: read?.name ?? '' } : null)}
      {...matchesOf(products, (data) => ({
        options: data.data.map((product) => ({ id: product.id, label: product.name, detail: product.farm.name })),
        total: data.total,
      }))}
      onSearch={onSearch}
      onChoose={onChoose}
    />
  );
}
