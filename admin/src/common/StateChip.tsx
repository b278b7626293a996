import { Chip } from '@mui/material';

/** How a state looks as a chip: its colour, and filled or outlined. */
export interface ChipLook {
  color: 'default' | 'success' | 'error' | 'info';
  variant: 'filled' | 'outlined';
}

/**
 * A record's state as a chip, its words in bold; `pending` (waiting on an administrator) stands out
 * with a thicker amber border. `data` names it for the tests (`data-status`, `data-state`).
 */
export function StateChip({
  look: { color, variant },
  label,
  pending,
  data,
}: {
  look: ChipLook;
  label: string;
  pending: boolean;
  data: Record<`data-${string}`, string>;
}) {
  return (
    <Chip
      size="small"
      color={color}
      variant={variant}
      label={label}
      sx={pending ? { borderColor: 'warning.main', borderWidth: 2, fontWeight: 600 } : { fontWeight: 600 }}
      {...data}
    />
  );
}
