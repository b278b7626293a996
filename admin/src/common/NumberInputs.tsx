import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { ADMIN_MESSAGES, branchCreateSchema, homeProductCreateSchema, orderField, type z } from '@qahve/config';
import { ruleOf } from './validation';

/**
 * Numbers typed as text (with a numeric keyboard on phones): an `<input type="number">` carries the
 * browser's own min/step checks and answers 0 or 1.5 with its own bubble, never with the validation
 * messages. The form holds a number when the text is one as written ("4.5"), else the text itself
 * ("4.50" while typing, "abc"), which the rule (config's, the server's own) reads or refuses with its
 * message. A decimal comma becomes a point.
 */
const parseNumber = (value: string) => {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const number = Number(text);
  return /^-?\d+(\.\d+)?$/.test(text) && String(number) === text ? number : text;
};
const formatNumber = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A number typed as text, checked (unless `validated` is false: edit forms) by one of
 * config's rules.
 */
function numberInput(source: string, rule: z.ZodType, inputMode: 'numeric' | 'decimal', ...more: Validator[]) {
  const validate = [ruleOf(rule), ...more];
  return function NumberTextInput({ validated = true, ...props }: Omit<TextInputProps, 'source' | 'validate'> & { validated?: boolean }) {
    return (
      <TextInput
        source={source}
        parse={parseNumber}
        format={formatNumber}
        validate={validated ? validate : undefined}
        slotProps={{ htmlInput: { inputMode } }}
        {...props}
      />
    );
  };
}

/** Order: required, an integer, at least 1: "Order is required", "…must be an integer", "…must be a positive integer". */
export const OrderInput = numberInput('order', orderField, 'numeric');

/** Price: at least 0, two decimals at most: "Price must be a non-negative number". */
export const PriceInput = numberInput('price', homeProductCreateSchema.shape.price, 'decimal');

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** Blank while `other` is given: a place is both coordinates or neither (the server's rule and message). */
const together =
  (other: string): Validator =>
  (value: unknown, values: Record<string, unknown> | undefined) =>
    !given(value) && given(values?.[other]) ? ADMIN_MESSAGES.coordinatesTogether : undefined;

/**
 * A branch's latitude: optional, −90..90, given with the longitude. The decimal keyboard of some phones
 * has no minus sign: Baku's coordinates are positive, and a negative one can be pasted.
 */
export const LatitudeInput = numberInput('latitude', branchCreateSchema.shape.latitude, 'decimal', together('longitude'));

/** A branch's longitude: optional, −180..180, given with the latitude. */
export const LongitudeInput = numberInput('longitude', branchCreateSchema.shape.longitude, 'decimal', together('latitude'));
