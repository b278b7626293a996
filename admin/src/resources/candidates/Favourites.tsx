import { useState } from 'react';
import { Button, IconButton } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useListContext, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CandidateListItem } from '@qahve/config';
import { useCardLayout } from '../../common/ResponsiveDataTable';
import { useNotifyFailure } from '../../common/useNotifyFailure';
import { candidateName, toggleFavourite } from './api';

/** Gold with at least 3:1 contrast on white (WCAG non-text contrast). */
const STAR_COLOR = '#9a7400';

/**
 * A star as a toggle button. Its name stays the same and its state is `aria-pressed` (a screen reader
 * says "pressed" or "not pressed"); the tooltip, also its description, says what a click does.
 */
function Star({
  label,
  hint,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  hint: string;
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      aria-label={label}
      title={hint}
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

/** The header's star: favourites only (`isFavourite=true`) or everyone. */
export function FavouritesFilter() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const { isFavourite: _isFavourite, ...others } = filterValues;
  const on = filterValues.isFavourite === true;
  const cards = useCardLayout();
  const label = translate('app.career-list.favourites_only');
  const toggle = () => setFilters(on ? others : { ...others, isFavourite: true }, displayedFilters);
  // Above the cards (no header to sit in), the filter says what it is.
  if (cards) {
    return (
      <Button
        size="small"
        variant={on ? 'contained' : 'outlined'}
        aria-pressed={on}
        startIcon={on ? <StarIcon /> : <StarBorderIcon />}
        onClick={toggle}
      >
        {label}
      </Button>
    );
  }
  return (
    <Star
      label={label}
      hint={translate(on ? 'app.career-list.show_everyone' : 'app.career-list.show_favourites')}
      pressed={on}
      onClick={toggle}
    />
  );
}

/** A row's star: flips the candidate's favourite flag, then the list reloads. */
export function FavouriteButton() {
  const record = useRecordContext<CandidateListItem>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      await toggleFavourite(record.id);
      refresh();
    } catch (error) {
      await notifyFailure(error, 'app.career-list.favourite_error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Star
      label={translate('app.career-list.favourite', { name: candidateName(record) })}
      hint={translate(record.isFavourite ? 'app.career-list.favourite_remove' : 'app.career-list.favourite_add')}
      pressed={Boolean(record.isFavourite)}
      disabled={busy}
      onClick={toggle}
    />
  );
}
