import { BUSINESS_TIME_ZONE, instantOfWallTime, wallTimeOf } from '@qahve/config';
import { DateTimeInput, useTranslate, type DateTimeInputProps } from 'react-admin';

/**
 * The date-time field kind's input: typed and shown as the brand's wall time (Baku), whatever the
 * browser's zone, and kept in the form as the UTC ISO instant the API takes and answers. react-admin's
 * own DateTimeInput would read the browser's zone, so an editor abroad would move a launch by hours.
 */
/** A wall time already: DateTimeInput formats the form's value, then formats that again for the input. */
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function ZonedDateTimeInput({ timeZone = BUSINESS_TIME_ZONE, helperText, ...props }: DateTimeInputProps & { timeZone?: string }) {
  const translate = useTranslate();
  return (
    <DateTimeInput
      {...props}
      format={(value: string | null | undefined) => (value && WALL_TIME.test(value) ? value : wallTimeOf(value, timeZone))}
      parse={(wall: string) => instantOfWallTime(wall, timeZone)}
      helperText={helperText ?? translate('app.common.business_time')}
    />
  );
}
