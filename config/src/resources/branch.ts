import type { ImageVariants, NameDictionary } from '../api';
import {
  clearableText,
  coordinateField,
  coordinateOnEdit,
  dictionaries,
  imageIds,
  M,
  optionalRowId,
  optionalText,
  requiredText,
  TEXT_LIMITS,
  z,
  type ResourceDescriptor,
} from './fields';

/** Latitude and longitude in degrees (WGS 84, as schema.org's GeoCoordinates and every map read them). */
export const LATITUDE_RANGE = [-90, 90] as const;
export const LONGITUDE_RANGE = [-180, 180] as const;

const given = (value: unknown) => value !== undefined && value !== null;

/**
 * A branch's place on the map is both coordinates or neither: one alone is no place. The message
 * names the coordinate that is missing.
 */
export function coordinatesTogether(
  value: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
  { sent = given }: { sent?: (value: unknown) => boolean } = {},
) {
  for (const [field, other] of [
    ['latitude', 'longitude'],
    ['longitude', 'latitude'],
  ] as const) {
    if (!sent(value[field]) && sent(value[other])) ctx.addIssue({ code: 'custom', path: [field], message: M.coordinatesTogether });
  }
}

export const branchCreateSchema = z
  .object({
    imageFiles: z.array(z.unknown(), { error: M.atLeastOneImage }).min(1, M.atLeastOneImage),
    latitude: coordinateField(...LATITUDE_RANGE, M.latitudeInvalid),
    longitude: coordinateField(...LONGITUDE_RANGE, M.longitudeInvalid),
    branchDictionaries: dictionaries({
      name: requiredText(M.branchNameRequired, TEXT_LIMITS.name),
      address: optionalText(TEXT_LIMITS.address).nullable(),
      imageAlt: optionalText(TEXT_LIMITS.imageAlt).nullable(),
    }),
  })
  .superRefine((branch, ctx) => coordinatesTogether(branch, ctx));

/**
 * A branch edit: `Images.Image` (one or more files) adds photos, `RemoveImageIds` (the `id`s of
 * `branchImages`) takes photos away. `BranchDictionaries[i].Id` may be sent back as read; the
 * language id decides which name and address are changed. `Latitude` and `Longitude` are sent
 * together or not at all (both blank clears the place), so that a branch never keeps one alone.
 */
export const branchUpdateSchema = z
  .object({
    newImages: z.array(z.unknown()).optional(),
    removeImageIds: imageIds,
    latitude: coordinateOnEdit(...LATITUDE_RANGE, M.latitudeInvalid),
    longitude: coordinateOnEdit(...LONGITUDE_RANGE, M.longitudeInvalid),
    branchDictionaries: dictionaries({
      id: optionalRowId,
      name: requiredText(M.branchNameRequired, TEXT_LIMITS.name),
      address: clearableText(TEXT_LIMITS.address),
      imageAlt: clearableText(TEXT_LIMITS.imageAlt),
    }).optional(),
  })
  .superRefine((branch, ctx) => {
    // Left out (undefined) differs from cleared (null): each must match the other.
    coordinatesTogether(branch, ctx, { sent: (value) => value !== undefined });
    if (branch.latitude !== undefined && branch.longitude !== undefined) coordinatesTogether(branch, ctx);
  });
export type BranchUpdate = z.output<typeof branchUpdateSchema>;

export const branchResource = {
  path: 'Branches',
  shown: true,
  sorts: ['id', 'name'] as const,
  // A new branch's photos (`imageFiles`); an edit adds (`newImages`) and removes (`removeImageIds`).
  formInputs: [
    'imageFiles',
    'newImages',
    'removeImageIds',
    'latitude',
    'longitude',
    'branchDictionaries.*.name',
    'branchDictionaries.*.address',
    'branchDictionaries.*.imageAlt',
  ],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface BranchImage extends ImageVariants {
  id: number;
  imageUrl: string;
}

/** A branch's texts in one language: its name, street address and its photos' description (alt text), null when it has none. */
export type BranchDictionary = NameDictionary & { id: number; address: string | null; imageAlt: string | null };

export interface Branch {
  id: number;
  isDeleted: boolean;
  /** Degrees, WGS 84; both or neither (null). */
  latitude: number | null;
  longitude: number | null;
  branchImages: BranchImage[];
  branchDictionaries: BranchDictionary[];
}
