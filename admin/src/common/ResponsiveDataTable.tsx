import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { Box, Card, CardActions, Skeleton, Stack, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import {
  DataTable,
  RecordContextProvider,
  useListContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import { EmptyRows } from './EmptyRows';
import { deletedRowSx, isDeletedRecord } from './SoftDeleteButton';
import { visuallyHidden } from './visuallyHidden';

/**
 * One list pattern for every console list: react-admin's DataTable where it fits, and otherwise (on
 * a phone, below the `sm` breakpoint, always) a column of cards built from the very same columns, so
 * that a list declares its columns once and no action is ever out of reach. Whether the table fits is
 * measured, not guessed from the window: it depends on the sidebar, the language and the rows.
 *
 * - a card shows the `media` columns (thumbnails) at its start, the `title` column as its heading,
 *   every other column as a "label: value" line, and the `actions` column in full under them;
 * - a column whose header is a control (a sort, "select all", the favourites filter) has that
 *   control in a bar above the cards;
 * - while the first page loads, a placeholder of rows (or cards) holds the place at once (react-admin's
 *   own waits a second and leaves the page blank meanwhile);
 * - soft-deleted rows are struck through and greyed, actions aside, in both layouts.
 *
 * In the table, action buttons keep their one-line labels and wrap as a group; a word too long for
 * its cell breaks.
 */
export interface CardLayout {
  /** What heads the card: a column (by source), or the record's own title (a candidate's full name). */
  title: string | ((record: RaRecord) => ReactNode);
  /** Columns drawn at the card's start: thumbnails. */
  media?: string[];
  /** A column drawn before the title: the row's checkbox, its star. */
  leading?: string;
  /** Columns left off the cards (the id, parts of the title). */
  hide?: string[];
}

/** The source of the actions column, by convention in every list. */
const ACTIONS = 'actions';

type ColumnElement = ReactElement<DataTableColumnProps>;

/** Which layout a cell is drawn in: header controls can adapt (a checkbox gets a visible label on a phone). */
const LayoutContext = createContext<'table' | 'cards'>('table');
export const useCardLayout = () => useContext(LayoutContext) === 'cards';

/** True below the `sm` breakpoint, where lists are cards. */
const usePhoneLayout = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

const TABLE_SX: SxProps<Theme> = {
  '& .RaDataTable-table': { width: '100%' },
  // Half MUI's 16 px between columns: nine columns of the survey answers fit a laptop's list in Russian.
  '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 },
  '& .RaDataTable-rowCell:first-of-type, & .RaDataTable-headerCell:first-of-type': { pl: 2 },
  '& .RaDataTable-rowCell': { overflowWrap: 'break-word' },
  '& .column-actions .MuiButton-root': { whiteSpace: 'nowrap' },
};

export type ResponsiveDataTableProps = Omit<DataTableProps, 'rowSx' | 'children'> & {
  card: CardLayout;
  children: ReactNode;
};

export function ResponsiveDataTable({ card, children, sx, ...props }: ResponsiveDataTableProps) {
  const { isPending, data } = useListContext();
  const phone = usePhoneLayout();
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  // The width the table needed when it last did not fit: cards until there is that much room.
  const [needed, setNeeded] = useState<number | null>(null);
  const cards = phone || (needed !== null && width < needed);
  const columns = Children.toArray(children).filter(isValidElement) as ColumnElement[];

  // Measured before the browser paints, so a table too wide is never seen: it gives way to cards
  // until the list has the table's width.
  // Followed as the table's own width changes too (a column that widens after the first paint:
  // pictures, late texts), not only the room's.
  useLayoutEffect(() => {
    const table = frame.current?.querySelector('table');
    const room = frame.current;
    if (cards || !table || !room) return;
    const measure = () => {
      const tableWidth = table.getBoundingClientRect().width;
      if (tableWidth > room.clientWidth + 1) setNeeded(Math.ceil(tableWidth));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, [cards, data, width]);

  let body: ReactNode;
  if (isPending) body = <ListPlaceholder phone={phone} columns={columns.length} />;
  else if (cards) {
    body = (
      <LayoutContext.Provider value="cards">
        <CardList card={card} columns={columns} />
      </LayoutContext.Provider>
    );
  } else {
    body = (
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        rowSx={deletedRowSx}
        empty={<EmptyRows />}
        sx={[TABLE_SX, ...(Array.isArray(sx) ? sx : [sx])]}
        {...props}
      >
        {children}
      </DataTable>
    );
  }
  return (
    // Its width is the room it is given, whatever it holds (inline-size containment): a wide table
    // cannot widen the page, so it can be measured against that room.
    <Box ref={frame} data-layout={isPending ? 'loading' : cards ? 'cards' : 'table'} sx={{ contain: 'inline-size', overflowX: 'auto' }}>
      {body}
    </Box>
  );
}

/** An element's width, followed as it changes (0 where ResizeObserver is missing: tests). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function CardList({ card, columns }: { card: CardLayout; columns: ColumnElement[] }) {
  const { data = [] } = useListContext();
  const bySource = (source: string | undefined) => columns.find((column) => column.props.source === source);
  const placed = new Set([
    typeof card.title === 'string' ? card.title : undefined,
    card.leading,
    ACTIONS,
    ...(card.media ?? []),
    ...(card.hide ?? []),
  ]);
  const details = columns.filter((column) => !placed.has(column.props.source as string));
  const controls = columns.filter((column) => isValidElement(column.props.label));
  const media = (card.media ?? []).map(bySource).filter((column): column is ColumnElement => Boolean(column));
  const leading = bySource(card.leading);
  const title = typeof card.title === 'string' ? bySource(card.title) : undefined;
  const heading = (record: RaRecord) => (typeof card.title === 'function' ? card.title(record) : title ? cellOf(title, record) : null);
  const actions = bySource(ACTIONS);

  return (
    <>
      {controls.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={CONTROLS_SX}>
          {controls.map((column) => (
            <Box key={column.props.source}>{column.props.label}</Box>
          ))}
        </Stack>
      ) : null}
      {data.length === 0 ? (
        <EmptyRows />
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
          {data.map((record: RaRecord) => (
            <RecordContextProvider key={record.id} value={record}>
              <Card
                component="li"
                variant="outlined"
                data-deleted={isDeletedRecord(record) ? 'true' : undefined}
                sx={isDeletedRecord(record) ? DELETED_CARD_SX : undefined}
              >
                <Box sx={{ display: 'flex', gap: 1.5, p: 1.5, pb: actions ? 0.5 : 1.5 }}>
                  {leading ? <Box sx={{ flex: 'none', mt: -0.5, ml: -0.5 }}>{cellOf(leading, record)}</Box> : null}
                  {media.length > 0 ? (
                    <Stack direction="row" spacing={0.5} sx={{ flex: 'none' }} className="card-content">
                      {media.map((column) => (
                        <Box key={column.props.source}>{cellOf(column, record)}</Box>
                      ))}
                    </Stack>
                  ) : null}
                  <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} className="card-content">
                    <Typography component="div" sx={{ fontWeight: 600 }}>
                      {heading(record)}
                    </Typography>
                    {details.map((column) => (
                      <CardDetail key={column.props.source} column={column} record={record} />
                    ))}
                  </Box>
                </Box>
                {actions ? (
                  <CardActions sx={{ flexWrap: 'wrap', pt: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
                    {cellOf(actions, record)}
                  </CardActions>
                ) : null}
              </Card>
            </RecordContextProvider>
          ))}
        </Stack>
      )}
    </>
  );
}

/** The header controls above the cards; a sort looks like a button there, its arrow always shown. */
const CONTROLS_SX: SxProps<Theme> = {
  px: 1,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
  '& .MuiTableSortLabel-root': { border: 1, borderColor: 'divider', borderRadius: 4, px: 1.5, py: 0.5, minHeight: 36 },
  '& .MuiTableSortLabel-root .MuiTableSortLabel-icon': { opacity: 0.55 },
  '& .MuiTableSortLabel-root.Mui-active': { borderColor: 'primary.main', color: 'primary.main' },
  '& .MuiTableSortLabel-root.Mui-active .MuiTableSortLabel-icon': { opacity: 1 },
};

const DELETED_CARD_SX: SxProps<Theme> = {
  bgcolor: 'action.hover',
  '& .card-content': { textDecoration: 'line-through', color: 'text.secondary' },
  '& .card-content img': { opacity: 0.45, filter: 'grayscale(1)' },
};

/** A column as one line of a card: its label, then its value. */
function CardDetail({ column, record }: { column: ColumnElement; record: RaRecord }) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { source, label } = column.props;
  const value = cellOf(column, record);
  if (value === null || value === undefined || value === '') return null;
  const text =
    typeof label === 'string' || label === undefined ? translateLabel({ label, resource, source }) : translateLabel({ resource, source });
  return (
    <Typography component="div" variant="body2" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75, mt: 0.5 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {text}:
      </Box>
      <Box component="span" sx={{ minWidth: 0 }}>
        {value}
      </Box>
    </Typography>
  );
}

/** What DataTable's cell draws for a column: its children, its render, its field, or the value at its source. */
function cellOf(column: ColumnElement, record: RaRecord): ReactNode {
  const { children, render, field: Field, source } = column.props;
  if (children !== undefined) return children;
  if (render) return render(record);
  if (Field) return <Field source={source} />;
  const value = source ? source.split('.').reduce<any>((node, key) => node?.[key], record) : undefined;
  return value === null || value === undefined ? null : String(value);
}

/** Rows (or cards) of grey blocks while the first page loads, announced once to screen readers. */
function ListPlaceholder({ phone, columns = 4, rows = 5 }: { phone: boolean; columns?: number; rows?: number }) {
  const translate = useTranslate();
  return (
    <Box role="status" aria-busy="true" data-placeholder sx={{ p: phone ? 1 : 2 }}>
      <Box component="span" sx={visuallyHidden}>
        {translate('ra.page.loading')}
      </Box>
      <Stack spacing={phone ? 1 : 1.5} aria-hidden>
        {Array.from({ length: rows }, (_, row) =>
          phone ? (
            <Skeleton key={row} variant="rounded" height={96} sx={{ opacity: 1 - row * 0.15 }} />
          ) : (
            <Stack key={row} direction="row" spacing={2} sx={{ opacity: 1 - row * 0.15 }}>
              {Array.from({ length: columns }, (_, column) => (
                <Skeleton key={column} variant="text" sx={{ flex: 1, fontSize: '1.5rem' }} />
              ))}
            </Stack>
          ),
        )}
      </Stack>
    </Box>
  );
}
