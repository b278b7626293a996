import AddIcon from '@mui/icons-material/Add';
import {
  ArrayInput,
  AutocompleteInput,
  Button,
  FormDataConsumer,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useGetResourceLabel,
  useLocaleState,
  useSimpleFormIterator,
  useSourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { SCHEDULABLE_RESOURCES, SCHEDULE_ACTIONS, SCHEDULE_MESSAGES, SCHEDULE_NAME_MAX, type SchedulableResource } from '@qahve/config';
import { displayText, type Entry } from '../../common/dictionaries';
import { useResourceOfApiPath } from '../../common/HistoryEntry';
import { ZonedDateTimeInput } from '../../common/ZonedDateTimeInput';
import { ITEM_NAMES, type ScheduleItemForm } from './api';
import { inFuture, itemCount } from './rules';

/** The sections a schedule can change, by their console names in the language. */
function useSectionChoices() {
  const getResourceLabel = useGetResourceLabel();
  const consoleName = useResourceOfApiPath();
  return SCHEDULABLE_RESOURCES.map((path) => ({ id: path, name: getResourceLabel(consoleName(path) ?? path, 1) }));
}

/** An item's section: choosing another one clears the item chosen in the previous one. */
function SectionInput() {
  const choices = useSectionChoices();
  const sourceContext = useSourceContext();
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="resource"
      choices={choices}
      validate={required()}
      label="resources.schedules.fields.resource"
      helperText={false}
      fullWidth
      onChange={() => setValue(sourceContext.getSource('id'), null, { shouldDirty: true })}
    />
  );
}

/** The record of the chosen section, searched in its list; a hidden (deleted) one says so, as publishing it shows it again. */
function ItemInput({ section }: { section: SchedulableResource | undefined }) {
  const consoleName = useResourceOfApiPath();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const reference = section ? consoleName(section) : undefined;
  if (!section || !reference) {
    return (
      <TextInput
        source="id"
        label="resources.schedules.fields.id"
        disabled
        helperText="app.schedules.pick_section_first"
        validate={required()}
        fullWidth
      />
    );
  }
  const { dictionaries, field } = ITEM_NAMES[section];
  const optionText = (record: RaRecord) => {
    const name =
      displayText(record[dictionaries] as Entry[] | undefined, locale, field) ?? (record.title as string | undefined) ?? `#${record.id}`;
    return record.isDeleted ? translate('app.schedules.deleted_item', { name }) : name;
  };
  return (
    <ReferenceInput key={reference} source="id" reference={reference} perPage={25}>
      <AutocompleteInput
        optionText={optionText}
        validate={required()}
        label="resources.schedules.fields.id"
        helperText={false}
        fullWidth
        filterToQuery={(q: string) => (q ? { q } : {})}
      />
    </ReferenceInput>
  );
}

/** Publish or unpublish (the list's helper text says what each does on the site). */
function ActionInput() {
  const translate = useTranslate();
  return (
    <SelectInput
      source="action"
      choices={SCHEDULE_ACTIONS.map((action) => ({ id: action, name: translate(`app.schedules.action.${action}`) }))}
      validate={required()}
      label="resources.schedules.fields.action"
      helperText={false}
      fullWidth
    />
  );
}

/** An item on one line where there is room (section, item, action), one under the other on a phone. */
const ITEM_ROW_SX = {
  width: '100%',
  '& .RaSimpleFormIterator-inline': {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 2fr) minmax(180px, 3fr) minmax(150px, 2fr)' },
    columnGap: 1.5,
    rowGap: 1,
    width: '100%',
  },
  '& .RaSimpleFormIterator-inline .ra-input': { width: '100%', minWidth: 0 },
  '& .RaSimpleFormIterator-line': { alignItems: 'flex-start', py: 1 },
} as const;

/** "Add an item", in words (the iterator's own is a bare icon). */
function AddItemButton() {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="app.schedules.add_item" onClick={() => add({ resource: 'Products', action: 'publish' })}>
      <AddIcon />
    </Button>
  );
}

/**
 * The schedule's inputs: an optional name (a release's), the due time as Baku wall time (kept as the
 * UTC instant the API takes), and the items, each a section, a record of it and publish or unpublish.
 */
export function ScheduleInputs() {
  return (
    <>
      <TextInput
        source="name"
        helperText="app.schedules.name_help"
        validate={maxLength(SCHEDULE_NAME_MAX, SCHEDULE_MESSAGES.nameTooLong)}
      />
      <ZonedDateTimeInput source="at" validate={[required(SCHEDULE_MESSAGES.atRequired), inFuture]} />
      <ArrayInput source="items" validate={itemCount} helperText="app.schedules.items_help">
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          getItemLabel={(index) => `${index + 1}.`}
          addButton={<AddItemButton />}
          sx={ITEM_ROW_SX}
        >
          <SectionInput />
          <FormDataConsumer<{ items?: ScheduleItemForm[] }>>
            {({ scopedFormData }) => <ItemInput section={(scopedFormData as ScheduleItemForm | undefined)?.resource} />}
          </FormDataConsumer>
          <ActionInput />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
