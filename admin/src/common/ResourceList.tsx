import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, type ListProps } from 'react-admin';
import { ADMIN_PAGE_SIZE } from '@qahve/config';
import { PublicationChip, useHasDrafts } from './drafts';
import { ListActions } from './ListActions';
import { ResponsiveDataTable, type CardLayout } from './ResponsiveDataTable';

const SEARCH = [<SearchInput key="q" source="q" alwaysOn />];

type ResourceListProps = Omit<ListProps, 'children'> & {
  card: CardLayout;
  /** The search box (`q`), always shown. */
  search?: boolean;
  /** 10, 25, 50 or 100 rows a page to choose from, instead of react-admin's choices. */
  pageSizes?: boolean;
  /** The buttons of the actions column (RowActions). */
  rowActions: ReactNode;
  actionsSx?: SxProps<Theme>;
  /** The edit modal (EditModal with the resource's inputs). */
  edit: ReactNode;
  /** The columns before the actions. */
  children: ReactNode;
};

/**
 * A resource's list: pages of ADMIN_PAGE_SIZE, Create (ListActions), no export, the table
 * (cards on a phone) even without rows, the actions column last, and the edit modal. A resource with
 * drafts has a state column before the actions ("Draft", "Unpublished changes").
 */
export function ResourceList({
  card,
  search = false,
  pageSizes = false,
  rowActions,
  actionsSx,
  edit,
  children,
  ...listProps
}: ResourceListProps) {
  const drafts = useHasDrafts();
  return (
    <List
      perPage={ADMIN_PAGE_SIZE}
      filters={search ? SEARCH : undefined}
      exporter={false}
      actions={<ListActions />}
      empty={false}
      pagination={pageSizes ? <Pagination rowsPerPageOptions={[10, 25, 50, 100]} /> : undefined}
      {...listProps}
    >
      <ResponsiveDataTable card={card}>
        {children}
        {drafts ? (
          <DataTable.Col source="state" label="app.drafts.state" disableSort>
            <PublicationChip />
          </DataTable.Col>
        ) : null}
        <DataTable.Col source="actions" label="app.common.actions" disableSort sx={actionsSx}>
          {rowActions}
        </DataTable.Col>
      </ResponsiveDataTable>
      {edit}
    </List>
  );
}
