import type { ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';

/**
 * A yes-only filter of the list (`<source>=true`): a toggle turns it on, or off by removing it (never
 * `<source>=false`). A link's query gives it as text (the dashboard's `unread=true`).
 */
export function useFlagFilter(source: string) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { [source]: value, ...others } = filterValues;
  const on = value === true || value === 'true';
  return { on, toggle: () => setFilters(on ? others : { ...others, [source]: true }, displayedFilters) };
}

/** A flag filter as a button, filled while on, its state `aria-pressed`. */
export function FlagFilterButton({
  on,
  onClick,
  icon,
  label,
  sx,
  name,
}: {
  on: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
  sx?: SxProps<Theme>;
  /** `data-filter`, for the tests. */
  name?: string;
}) {
  return (
    <Button
      size="small"
      variant={on ? 'contained' : 'outlined'}
      aria-pressed={on}
      startIcon={icon}
      onClick={onClick}
      sx={sx}
      data-filter={name}
    >
      {label}
    </Button>
  );
}
