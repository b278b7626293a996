import { IconButton } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CandidateListItem } from '@qahve/config';
import { useCardLayout } from '../../common/ResponsiveDataTable';
import { useBusyAction } from '../../common/useBusyAction';
import { candidateName, toggleFavourite } from './api';
import { FlagFilterButton, useFlagFilter } from './FlagFilter';

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
  const translate = useTranslate();
  const { on, toggle } = useFlagFilter('isFavourite');
  const cards = useCardLayout();
  const label = translate('app.career-list.favourites_only');
  // Above the cards (no header to sit in), the filter says what it is.
  if (cards) return <FlagFilterButton on={on} onClick={toggle} icon={on ? <StarIcon /> : <StarBorderIcon />} label={label} />;
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
  const { busy, run } = useBusyAction('app.career-list.favourite_error');
  if (!record) return null;

  const toggle = () =>
    run(async () => {
      await toggleFavourite(record.id);
      refresh();
    });

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
