import { useMemo } from 'react';
import { SelectInput, useGetList, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { displayText } from './dictionaries';
import { parentChoices, pathLabel, type CategoryRow } from './categoryTree';

/** The whole category tree (every level), for selects. */
export function useCategoryRows() {
  const { data, isPending, error } = useGetList<CategoryRow>('categories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
    meta: { whole: true },
  });
  return { rows: data ?? [], isPending, error };
}

export interface CategorySelectProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  /** For a parent select: the category being edited, which (with everything below it) is not offered. */
  excludeId?: number | string;
  /** Offer "top level" (no parent). */
  allowEmpty?: boolean;
  /** The current value stays offered even when deleted. */
  currentValue?: number | null;
}

/**
 * A category select over the whole tree, each choice named by its path ("Qəhvə → Espresso") in the
 * console's language. Deleted categories are not offered, except the current value.
 */
export function CategorySelect({ source, label, validate, excludeId, allowEmpty = false, currentValue }: CategorySelectProps) {
  const { rows, isPending } = useCategoryRows();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const value = useWatch({ name: source }) as number | null | undefined;
  const choices = useMemo(() => {
    // Until the tree has loaded, the current value is a placeholder choice (MUI wants its value among the options).
    if (isPending) return value ? [{ id: value, name: '…' }] : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const name = (row: CategoryRow) => displayText(row.categoryDictionaries, locale) ?? translate('app.common.unnamed');
    return parentChoices(rows, excludeId)
      .filter((row) => !row.isDeleted || row.id === currentValue)
      .map((row) => ({
        id: row.id,
        name: `${pathLabel(row, byId, name)}${row.isDeleted ? ` (${translate('app.common.deleted')})` : ''}`,
      }));
  }, [rows, excludeId, currentValue, locale, translate, isPending, value]);

  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={isPending}
      validate={validate}
      emptyText={allowEmpty ? 'app.common.top_level' : undefined}
      parse={(value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))}
      sx={{ minWidth: { sm: 320 } }}
    />
  );
}
