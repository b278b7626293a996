import { useCallback, useMemo } from 'react';
import { Box, TableSortLabel } from '@mui/material';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SurveySortField } from '@qahve/config';
import { nextSurveySort, parseSurveySort, surveySortParam, type SurveySort } from './sort';

/**
 * The list's sort, kept in the page's URL (`?sort=age:desc,gender:asc`), so that a reload, a link
 * or the detail modal's route keeps it.
 */
export function useSurveySort(): [SurveySort, (sort: SurveySort) => void] {
  const [params, setParams] = useSearchParams();
  const param = params.get('sort');
  const sort = useMemo(() => parseSurveySort(param), [param]);
  const setSort = useCallback(
    (next: SurveySort) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.length > 0) updated.set('sort', surveySortParam(next));
          else updated.delete('sort');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [sort, setSort];
}

/**
 * A sortable header (gender, age, quality point): each click cycles its column ascending,
 * descending, off, and goes back to the first page. With more than one column sorted, each shows
 * its place in the order.
 */
export function SortHeader({ field }: { field: SurveySortField }) {
  const [sort, setSort] = useSurveySort();
  const { setPage } = useListContext();
  const translate = useTranslate();
  const position = sort.findIndex((key) => key.field === field);
  const current = position >= 0 ? sort[position].order : null;
  const label = translate(`resources.survey.fields.${field}`);
  const order = current === 'asc' ? translate('ra.sort.ASC') : translate('ra.sort.DESC');
  const state = current ? translate('app.survey.sort_priority', { order, position: position + 1 }) : translate('app.common.sort_none');
  return (
    <TableSortLabel
      active={current !== null}
      direction={current ?? 'asc'}
      aria-label={`${label}. ${translate('app.survey.sort_cycle', { state })}`}
      data-sort={current ?? 'none'}
      onClick={() => {
        setSort(nextSurveySort(sort, field));
        setPage(1);
      }}
    >
      {label}
      {current && sort.length > 1 ? (
        <Box component="sup" aria-hidden sx={{ ml: 0.25, fontSize: 11, fontWeight: 700 }}>
          {position + 1}
        </Box>
      ) : null}
    </TableSortLabel>
  );
}

/** Clears every sort column (back to id descending); shown while a column is sorted. */
export function ClearSortButton() {
  const [sort, setSort] = useSurveySort();
  const { setPage } = useListContext();
  if (sort.length === 0) return null;
  return (
    <Button
      label="app.survey.sort_clear"
      onClick={() => {
        setSort([]);
        setPage(1);
      }}
    />
  );
}
