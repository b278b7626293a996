import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_MESSAGES as M } from '../messages';
import { fieldErrors } from '../schemas/errors';
import { branchCreateSchema, branchUpdateSchema } from './branch';

const dictionaries = (addresses: Array<string | null | undefined> = ['28 Nizami Street', 'Nizami küçəsi 28', 'улица Низами, 28']) =>
  addresses.map((address, i) => ({ name: `Branch ${i + 1}`, address, languageId: i + 1 }));
const branch = (fields: Record<string, unknown> = {}) => ({ imageFiles: [{}], branchDictionaries: dictionaries(), ...fields });
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrors(result.error);
};

describe('a branch’s address and coordinates', () => {
  it('takes coordinates as numbers or multipart text, kept to 6 decimals, and an address per language', () => {
    const parsed = branchCreateSchema.parse(branch({ latitude: '40.37772', longitude: 49.85306 }));
    expect(parsed).toMatchObject({ latitude: 40.37772, longitude: 49.85306 });
    expect(parsed.branchDictionaries.map((d) => d.address)).toEqual(['28 Nizami Street', 'Nizami küçəsi 28', 'улица Низами, 28']);
    expect(branchCreateSchema.parse(branch({ latitude: '40.377721234', longitude: '-0.0000004' }))).toMatchObject({
      latitude: 40.377721,
      longitude: -0,
    });
    // The ends of the ranges are places too.
    expect(errorsOf(branchCreateSchema, branch({ latitude: -90, longitude: 180 }))).toEqual([]);
    expect(errorsOf(branchCreateSchema, branch({ latitude: '90', longitude: '-180' }))).toEqual([]);
  });

  it('leaves both coordinates and the addresses out when they are absent or blank', () => {
    const parsed = branchCreateSchema.parse(
      branch({ latitude: '', longitude: ' ', branchDictionaries: dictionaries([undefined, ' ', null]) }),
    );
    expect(parsed.latitude).toBeUndefined();
    expect(parsed.longitude).toBeUndefined();
    expect(parsed.branchDictionaries.map((d) => d.address)).toEqual([undefined, undefined, null]);
  });

  it('refuses a latitude outside −90..90 and a longitude outside −180..180, naming the field', () => {
    expect(errorsOf(branchCreateSchema, branch({ latitude: 91, longitude: 49.85306 }))).toEqual([
      { field: 'latitude', message: M.latitudeInvalid },
    ]);
    expect(errorsOf(branchCreateSchema, branch({ latitude: '-90.000001', longitude: '49.85306' }))).toEqual([
      { field: 'latitude', message: 'Latitude must be a number between -90 and 90' },
    ]);
    expect(errorsOf(branchCreateSchema, branch({ latitude: 40.37772, longitude: '180.5' }))).toEqual([
      { field: 'longitude', message: 'Longitude must be a number between -180 and 180' },
    ]);
    for (const text of ['north', '40,37', '1e2', 'NaN', 'Infinity']) {
      expect(errorsOf(branchCreateSchema, branch({ latitude: 40.37772, longitude: text }))).toEqual([
        { field: 'longitude', message: M.longitudeInvalid },
      ]);
    }
  });

  it('takes both coordinates or neither, naming the one missing', () => {
    expect(errorsOf(branchCreateSchema, branch({ latitude: 40.37772 }))).toEqual([
      { field: 'longitude', message: 'Latitude and longitude must be given together' },
    ]);
    expect(errorsOf(branchCreateSchema, branch({ latitude: '', longitude: '49.85306' }))).toEqual([
      { field: 'latitude', message: M.coordinatesTogether },
    ]);
  });

  it('refuses an address longer than 200 characters in its language', () => {
    expect(errorsOf(branchCreateSchema, branch({ branchDictionaries: dictionaries(['a', 'b'.repeat(201), 'c']) }))).toEqual([
      { field: 'branchDictionaries[1].address', message: M.textTooLong },
    ]);
  });

  it('on edit: left out keeps them, both blank clears them, one alone is refused', () => {
    expect(branchUpdateSchema.parse({})).toEqual({});
    expect(branchUpdateSchema.parse({ latitude: '', longitude: '' })).toMatchObject({ latitude: null, longitude: null });
    expect(branchUpdateSchema.parse({ latitude: '40.4093', longitude: '49.8671' })).toMatchObject({
      latitude: 40.4093,
      longitude: 49.8671,
    });
    expect(errorsOf(branchUpdateSchema, { latitude: '40.4093' })).toEqual([{ field: 'longitude', message: M.coordinatesTogether }]);
    expect(errorsOf(branchUpdateSchema, { longitude: '49.8671' })).toEqual([{ field: 'latitude', message: M.coordinatesTogether }]);
    expect(errorsOf(branchUpdateSchema, { latitude: '', longitude: '49.8671' })).toEqual([
      { field: 'latitude', message: M.coordinatesTogether },
    ]);
    expect(errorsOf(branchUpdateSchema, { latitude: '-91', longitude: '49.8671' })).toEqual([
      { field: 'latitude', message: M.latitudeInvalid },
    ]);
    // A blank address clears it (null); a left-out one keeps it.
    const edit = branchUpdateSchema.parse({ branchDictionaries: dictionaries(['', undefined, 'Bakı']) });
    expect(edit.branchDictionaries!.map((d) => d.address)).toEqual([null, undefined, 'Bakı']);
  });
});
