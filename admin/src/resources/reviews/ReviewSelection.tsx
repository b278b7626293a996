import { Checkbox, FormControlLabel } from '@mui/material';
import { useListContext, useRecordContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useCardLayout } from '../../common/ResponsiveDataTable';
import { reviewTitle } from './ReviewActions';

/*
 * Row selection for the bulk moves. The list draws its own checkboxes: react-admin's row checkbox
 * (5.15 with MUI 7) puts its label on the wrapper instead of the input, which leaves the input
 * unnamed for screen readers (axe: "label", "aria-prohibited-attr").
 */

/** Deleted reviews cannot be selected: the server refuses a whole bulk move over one. */
export const selectable = (record: RaRecord) => !record.isDeleted;

/** One row's checkbox, named after the review's author. */
export function SelectRow() {
  const record = useRecordContext();
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      disabled={!selectable(record)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': `${translate('ra.action.select_row')}: ${reviewTitle(record)}` } }}
    />
  );
}

/** The header's checkbox (above the cards, with its name in sight): every selectable row of the page, or none of them. */
export function SelectPage() {
  const { data = [], selectedIds, onSelect } = useListContext();
  const translate = useTranslate();
  const cards = useCardLayout();
  const ids: Identifier[] = data.filter(selectable).map((record) => record.id);
  const chosen = ids.filter((id) => selectedIds.includes(id));
  const all = ids.length > 0 && chosen.length === ids.length;
  const checkbox = (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={chosen.length > 0 && !all}
      disabled={ids.length === 0}
      onChange={() => onSelect(all ? selectedIds.filter((id) => !ids.includes(id)) : [...new Set([...selectedIds, ...ids])])}
      slotProps={{ input: { 'aria-label': cards ? undefined : translate('ra.action.select_all') } }}
    />
  );
  return cards ? <FormControlLabel control={checkbox} label={translate('ra.action.select_all')} sx={{ ml: 0 }} /> : checkbox;
}
