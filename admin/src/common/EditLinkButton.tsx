import type { ReactElement } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Button, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/**
 * A link to the record's modal route (`<basePath>/<id>`, by default `/<resource>/<id>`), keeping the
 * list's query: the edit form, or with `label` and `icon` another view (a survey's details).
 */
export function EditLinkButton({
  title,
  basePath,
  label = 'ra.action.edit',
  icon = <EditIcon />,
}: {
  title: (record: RaRecord) => string;
  basePath?: string;
  label?: string;
  icon?: ReactElement;
}) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const location = useLocation();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={{ pathname: `${basePath ?? `/${resource}`}/${encodeURIComponent(String(record.id))}`, search: location.search }}
      label={label}
      aria-label={`${translate(label)}: ${title(record)}`}
      onClick={(event) => event.stopPropagation()}
    >
      {icon}
    </Button>
  );
}
