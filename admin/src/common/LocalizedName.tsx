import { Box, Typography } from '@mui/material';
import {
  ReferenceField,
  useLocaleState,
  useRecordContext,
  useTranslate,
  WithRecord,
  type RaRecord,
  type ReferenceFieldProps,
} from 'react-admin';
import { displayText, type Entry } from './dictionaries';
import { MissingTranslations } from './MissingTranslations';

/**
 * A list's name cell: the record's text in the console's language (displayText), else `empty`
 * ("No name"), and the badge of the languages it misses.
 */
export function LocalizedName({
  source,
  field = 'name',
  empty = 'app.common.no_name',
}: {
  source: string;
  field?: string;
  empty?: string;
}) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{displayText(record[source] as Entry[] | undefined, locale, field) ?? translate(empty)}</span>
      <MissingTranslations source={source} field={field} />
    </Box>
  );
}

/** The name of the record a row refers to (a product's category, a review's product) in the console's language, else `empty`. */
export function ReferencedName({
  source,
  reference,
  dictionaries,
  empty,
  link = false,
}: {
  source: string;
  reference: string;
  /** The referenced record's dictionary list: `categoryDictionaries`. */
  dictionaries: string;
  empty: string;
  link?: ReferenceFieldProps['link'];
}) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <ReferenceField source={source} reference={reference} link={link} emptyText="—">
      <WithRecord
        render={(record: RaRecord) => (
          <Typography variant="body2" component="span">
            {displayText(record[dictionaries] as Entry[] | undefined, locale) ?? translate(empty)}
          </Typography>
        )}
      />
    </ReferenceField>
  );
}
