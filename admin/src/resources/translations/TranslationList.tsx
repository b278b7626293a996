import { Button, Card, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { LANGUAGES, TRANSLATED_RESOURCES, TRANSLATION_PROBLEMS, type TranslationItem } from '@qahve/config';
import { List, Pagination, useGetResourceLabel, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/http';
import { displayText } from '../../common/dictionaries';
import { useResourceOfApiPath } from '../../common/HistoryEntry';
import { useBusyAction } from '../../common/useBusyAction';
import { choiceFilter } from '../../common/choiceFilter';
import { useListPage } from '../../common/useListPage';

/** A dark amber and a dark red: MUI's warning and error colours are below 4.5:1 as text on white. */
const STATUS_COLOR = { missing: '#b00020', stale: '#8a4b00' } as const;

/** A section of the console by its API path, in the console's language (plural), or the path itself. */
function useSectionName() {
  const getResourceLabel = useGetResourceLabel();
  const resourceOf = useResourceOfApiPath();
  return (path: string, count: 1 | 2) => {
    const resource = resourceOf(path);
    return resource ? getResourceLabel(resource, count) : path;
  };
}

/** "Still correct" on a stale translation: POST Translations/Confirm, then the list again. */
function ConfirmButton({ item }: { item: TranslationItem }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useBusyAction('app.translations.confirm_error');
  const confirm = () =>
    run(async () => {
      await request('Translations/Confirm', {
        method: 'POST',
        body: { resource: item.resource, entityId: item.entityId, field: item.field, languageId: item.languageId },
      });
      notify('app.translations.confirmed', { type: 'success' });
      refresh();
    });
  return (
    <Button size="small" disabled={busy} title={translate('app.translations.confirm_title')} onClick={() => void confirm()}>
      {translate('app.translations.confirm')}
    </Button>
  );
}

/** The rows of the page: the item (a link to its edit screen), its section, the field, the language and the status. */
function Rows() {
  const { rows, placeholder, ready } = useListPage<TranslationItem>({
    errorKey: 'app.translations.load_error',
    emptyKey: 'app.translations.empty',
    emptyName: 'translations',
  });
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const resourceOf = useResourceOfApiPath();
  const sectionName = useSectionName();
  if (!ready) return placeholder;
  const label = (key: string) => translate(`resources.translations.fields.${key}`);
  return (
    <Table size="small" aria-label={translate('app.translations.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{label('item')}</TableCell>
          <TableCell>{label('resource')}</TableCell>
          <TableCell>{label('field')}</TableCell>
          <TableCell>{label('languageId')}</TableCell>
          <TableCell>{label('status')}</TableCell>
          <TableCell>{translate('app.translations.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((item) => {
          const resource = resourceOf(item.resource);
          const name =
            displayText(item.entityNames, locale) ||
            translate('app.translations.subject', { resource: sectionName(item.resource, 1), id: item.entityId });
          const field = resource ? translate(`resources.${resource}.fields.${item.field}`, { _: item.field }) : item.field;
          return (
            <TableRow key={item.id} data-row={item.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {resource ? (
                  <Link
                    component={RouterLink}
                    to={`/${resource}/${item.entityId}`}
                    aria-label={translate('app.translations.open', { item: name })}
                  >
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </TableCell>
              <TableCell>{sectionName(item.resource, 2)}</TableCell>
              <TableCell>{field}</TableCell>
              <TableCell>{translate(`app.languages.${item.locale}`)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate(`app.translations.${item.status}`)}
                  title={translate(`app.translations.${item.status}_hint`)}
                  data-status={item.status}
                  sx={{ color: STATUS_COLOR[item.status], borderColor: STATUS_COLOR[item.status], fontWeight: 600 }}
                />
              </TableCell>
              <TableCell>{item.status === 'stale' ? <ConfirmButton item={item} /> : null}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * The Translations page (/admin/translations): every translated text of the content that is missing or
 * out of date in some language (docs/translations.md), paged on the server, filtered by language, section
 * and status; each item leads to its edit screen, and a stale one can be confirmed as still right.
 */
export default function TranslationList() {
  const translate = useTranslate();
  const sectionName = useSectionName();
  const filters = [
    choiceFilter(
      'languageId',
      'app.translations.any',
      LANGUAGES.map(({ id, code }) => ({ id, name: translate(`app.languages.${code}`) })),
    ),
    choiceFilter(
      'resource',
      'app.translations.any',
      TRANSLATED_RESOURCES.map((path) => ({ id: path, name: sectionName(path, 2) })),
    ),
    choiceFilter(
      'status',
      'app.translations.any',
      TRANSLATION_PROBLEMS.map((status) => ({ id: status, name: translate(`app.translations.${status}`) })),
    ),
  ];
  return (
    <List
      title="app.translations.title"
      filters={filters}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
      actions={false}
      component={Card}
    >
      <Rows />
    </List>
  );
}
