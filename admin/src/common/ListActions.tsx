import { CreateButton, TopToolbar } from 'react-admin';

/**
 * A list's toolbar: Create only (the search box is always shown; no export, no saved queries). On a
 * phone Create floats at the bottom right, and the empty bar takes no room.
 */
export function ListActions() {
  return (
    <TopToolbar sx={(theme) => ({ [theme.breakpoints.down('sm')]: { minHeight: 0 } })}>
      <CreateButton />
    </TopToolbar>
  );
}
