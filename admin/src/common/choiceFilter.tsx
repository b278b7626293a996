import { SelectInput } from 'react-admin';

/** A list filter always shown, choosing one of `choices` or none (`emptyText`, a translation key such as "any"). */
export function choiceFilter(source: string, emptyText: string, choices: { id: string | number; name: string }[]) {
  return <SelectInput key={source} source={source} alwaysOn emptyText={emptyText} choices={choices} />;
}
