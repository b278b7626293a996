import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';

/**
 * A hand-made list's page (react-admin's list context) with its rows, and until there are rows to
 * show, what stands in their place (`placeholder`, `ready` false): nothing while they load, a line
 * saying they could not be read (`errorKey`), or one saying there are none (`emptyKey`; `data-empty`
 * is `emptyName` where given).
 */
export function useListPage<R extends RaRecord>(messages: { errorKey: string; emptyKey: string; emptyName?: string }) {
  const list = useListContext<R>();
  const translate = useTranslate();
  const rows = list.data ?? [];
  const placeholder = (): ReactElement | null => {
    if (list.isPending) return null;
    if (list.error)
      return (
        <Typography sx={{ p: 2 }} color="error">
          {translate(messages.errorKey)}
        </Typography>
      );
    return (
      <Typography sx={{ p: 2 }} data-empty={messages.emptyName}>
        {translate(messages.emptyKey)}
      </Typography>
    );
  };
  const ready = !list.isPending && !list.error && rows.length > 0;
  return { ...list, rows, ready, placeholder: ready ? null : placeholder() };
}
