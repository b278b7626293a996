import { Box, Chip } from '@mui/material';
import { visuallyHidden } from './visuallyHidden';

/** How a state looks as a chip: its colour, and filled or outlined. */
export interface ChipLook {
  color: 'default' | 'success' | 'error' | 'info';
  variant: 'filled' | 'outlined';
}

/**
 * A record's state as a chip, its words in bold; `pending` (waiting on an administrator) stands out
 * with a thicker amber border. `data` names it for the tests (`data-status`, `data-state`). `prefix`
 * says what the state is of to a screen reader, before the label ("State: Draft"), where no column header does.
 */
export function StateChip({
  look: { color, variant },
  label,
  prefix,
  pending,
  data,
}: {
  look: ChipLook;
  label: string;
  prefix?: string;
  pending: boolean;
  data: Record<`data-${string}`, string>;
}) {
  return (
    <Chip
      size="small"
      color={color}
      variant={variant}
      label={
        prefix ? (
          <>
            <Box component="span" sx={visuallyHidden}>{`${prefix}: `}</Box>
            {label}
          </>
        ) : (
          label
        )
      }
      sx={pending ? { borderColor: 'warning.main', borderWidth: 2, fontWeight: 600 } : { fontWeight: 600 }}
      {...data}
    />
  );
}
