import { CreateButton, TopToolbar } from 'react-admin';

/** A list's toolbar: Create only (the search box is always shown; no export, no saved queries). */
export function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}
