import { useState } from 'react';
import { IconButton } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useListContext, useLogoutIfAccessDenied, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CandidateListItem } from '@qahve/config';
import { candidateName, toggleFavourite } from './api';

/** Gold with at least 3:1 contrast on white (WCAG non-text contrast). */
const STAR_COLOR = '#9a7400';

/** A star as a toggle button: its pressed state is the favourite flag (or the filter). */
function Star({ label, pressed, disabled, onClick }: { label: string; pressed: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      size="small"
      sx={{ color: pressed ? STAR_COLOR : 'text.secondary' }}
    >
      {pressed ? <StarIcon /> : <StarBorderIcon />}
    </IconButton>
  );
}

/** The header's star (SPEC §2): favourites only (`isFavourite=true`) or everyone. */
export function FavouritesFilter() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const { isFavourite: _isFavourite, ...others } = filterValues;
  const on = filterValues.isFavourite === true;
  return (
    <Star
      label={translate('app.career-list.favourites_only')}
      pressed={on}
      onClick={() => setFilters(on ? others : { ...others, isFavourite: true }, displayedFilters)}
    />
  );
}

/** A row's star (SPEC §4): flips the candidate's favourite flag, then the list reloads. */
export function FavouriteButton() {
  const record = useRecordContext<CandidateListItem>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      await toggleFavourite(record.id);
      refresh();
    } catch (error) {
      // A 401 that survived the refresh ends the session (to /admin/login).
      if (await logoutIfAccessDenied(error)) return;
      const message = (error as Error)?.message ?? '';
      notify('app.career-list.favourite_error', { type: 'error', messageArgs: { message: translate(message, { _: message }) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Star
      label={translate('app.career-list.favourite', { name: candidateName(record) })}
      pressed={Boolean(record.isFavourite)}
      disabled={busy}
      onClick={toggle}
    />
  );
}
