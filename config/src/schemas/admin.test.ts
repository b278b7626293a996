import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import {
  branchCreateSchema,
  branchUpdateSchema,
  carouselCreateSchema,
  carouselUpdateSchema,
  categoryCreateSchema,
  homeProductCreateSchema,
  homeProductUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
} from '../resources';
import { TEXT_LIMITS } from '../constants';
import { ADMIN_MESSAGES } from '../messages';
import { removeFlagOf } from './edit-fields';
import { contactSourceCreateSchema, loginSchema } from './admin';
import type { z } from 'zod';

const names = (field: string, values = ['Coffee', 'Qəhvə', 'Кофе']) => values.map((value, i) => ({ [field]: value, languageId: i + 1 }));
/** A product create form off the menu (no second image needed), with these dictionaries. */
const productOffTheMenu = (productDictionaries: unknown) => ({
  isMenuItem: 'false',
  sizeAndPrice: 'S / 3',
  categoryId: '1',
  order: '1',
  primaryImageFile: {},
  productDictionaries,
});
const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrors(result.error);
};

describe('the create forms’ validation messages, word for word', () => {
  it('category: a name per language, exactly three languages, optional parent', () => {
    expect(messagesOf(categoryCreateSchema, { categoryDictionaries: names('name') })).toEqual([]);
    expect(messagesOf(categoryCreateSchema, { parentCategoryId: 4, categoryDictionaries: names('name', ['A', ' ', 'C']) })).toEqual([
      { field: 'categoryDictionaries[1].name', message: 'Category name is required' },
    ]);
    expect(messagesOf(categoryCreateSchema, { categoryDictionaries: names('name').slice(0, 2) })).toContainEqual({
      field: 'categoryDictionaries',
      message: 'There must be exactly 3 languages',
    });
    const twiceEnglish = names('name').map((d) => ({ ...d, languageId: 1 }));
    expect(messagesOf(categoryCreateSchema, { categoryDictionaries: twiceEnglish })).toContainEqual({
      field: 'categoryDictionaries',
      message: 'There must be exactly 3 languages',
    });
    expect(messagesOf(categoryCreateSchema, { categoryDictionaries: [{ name: 'A' }, ...names('name').slice(1)] })).toContainEqual({
      field: 'categoryDictionaries[0].languageId',
      message: 'Language ID is required',
    });
  });

  it('product: every required field with its message, the second image only for menu items', () => {
    const errors = messagesOf(productCreateSchema, { productDictionaries: names('name', ['', '', '']) });
    expect(errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Please specify if this is a menu item',
        'Size and Price are required',
        'Category is required',
        'Order is required',
        'First image is required',
        'Dictionary name is required',
      ]),
    );
    const product = {
      isMenuItem: 'true',
      sizeAndPrice: 'M / 8.5',
      categoryId: '3',
      order: '2',
      primaryImageFile: {},
      productDictionaries: names('name'),
    };
    expect(messagesOf(productCreateSchema, product)).toEqual([{ field: 'secondaryImageFile', message: 'Second image is required' }]);
    expect(messagesOf(productCreateSchema, { ...product, isMenuItem: 'false' })).toEqual([]);
    expect(messagesOf(productCreateSchema, { ...product, isMenuItem: false, order: '0' })).toEqual([
      { field: 'order', message: 'Order must be a positive integer' },
    ]);
    expect(messagesOf(productCreateSchema, { ...product, isMenuItem: false, order: '1.5' })).toEqual([
      { field: 'order', message: 'Order must be an integer' },
    ]);
  });

  it('carousel, branch, contact source and home product', () => {
    expect(messagesOf(carouselCreateSchema, { carouselDictionaries: names('content', ['a', '', 'c']) }).map((e) => e.message)).toEqual([
      'Order is required',
      'Image is required',
      'Dictionary content is required',
    ]);
    expect(
      messagesOf(branchCreateSchema, { imageFiles: [], branchDictionaries: names('name', ['a', 'b', '']) }).map((e) => e.message),
    ).toEqual(['At least one image is required', 'Branch name is required']);
    expect(messagesOf(contactSourceCreateSchema, { contactSourceDictionaries: names('name', ['', 'b', 'c']) })).toEqual([
      { field: 'contactSourceDictionaries[0].name', message: 'Contact source name is required' },
    ]);
    const home = { imageFile: {}, title: 'Latte', price: '6.5', order: '1', productDictionaries: names('name') };
    expect(messagesOf(homeProductCreateSchema, home)).toEqual([]);
    expect(messagesOf(homeProductCreateSchema, { ...home, title: ' ', price: '-1' }).map((e) => e.message)).toEqual([
      'Title is required',
      'Price must be a non-negative number',
    ]);
  });

  it('login: e-mail and password required', () => {
    expect(messagesOf(loginSchema, {}).map((e) => e.message)).toEqual(['Email is required', 'Password is required']);
  });
});

describe("a picture's alt text (imageAlt), optional in each language", () => {
  // Each resource's dictionary list and the text its entries require beside it.
  const RESOURCES = [
    { list: 'productDictionaries', field: 'name', create: productCreateSchema, update: productUpdateSchema },
    { list: 'productDictionaries', field: 'name', create: homeProductCreateSchema, update: homeProductUpdateSchema },
    { list: 'carouselDictionaries', field: 'content', create: carouselCreateSchema, update: carouselUpdateSchema },
    { list: 'branchDictionaries', field: 'name', create: branchCreateSchema, update: branchUpdateSchema },
  ];
  const entries = (field: string, alts: unknown[]) => names(field).map((entry, i) => ({ ...entry, imageAlt: alts[i] }));
  const altsOf = (parsed: Record<string, unknown>, list: string) =>
    (parsed[list] as Array<{ imageAlt?: string | null }>).map((entry) => entry.imageAlt);

  it(`refuses one over ${TEXT_LIMITS.imageAlt} characters, naming the field of its language`, () => {
    for (const { list, field, create, update } of RESOURCES) {
      const tooLong = { [list]: entries(field, ['A cortado', 'x'.repeat(TEXT_LIMITS.imageAlt + 1), null]) };
      const expected = { field: `${list}[1].imageAlt`, message: ADMIN_MESSAGES.textTooLong };
      expect(messagesOf(create, tooLong)).toContainEqual(expected);
      expect(messagesOf(update, tooLong)).toEqual([expected]);
      expect(messagesOf(update, { [list]: entries(field, ['x'.repeat(TEXT_LIMITS.imageAlt), null, null]) })).toEqual([]);
    }
  });

  it('takes a blank one as none and trims a text; on edit a blank one clears it (null), one left out keeps it', () => {
    const product = productOffTheMenu(entries('name', ['  A cortado on a marble counter ', ' ', null]));
    // None on create: the service stores null.
    expect(altsOf(productCreateSchema.parse(product), 'productDictionaries')).toEqual(['A cortado on a marble counter', undefined, null]);
    for (const { list, field, update } of RESOURCES) {
      const texts = { [list]: entries(field, ['  A cortado on a marble counter ', ' ', undefined]) };
      expect(altsOf(update.parse(texts) as Record<string, unknown>, list)).toEqual(['A cortado on a marble counter', null, undefined]);
    }
  });
});

describe('the optional image kind', () => {
  it('names its removal flag after the field', () => {
    expect(removeFlagOf('secondaryImageFile')).toBe('removeSecondaryImage');
    expect(removeFlagOf('imageFile')).toBe('removeImage');
  });

  it('keeps the image when absent, lets a file through, and removes it only by the flag', () => {
    expect(messagesOf(productUpdateSchema, {})).toEqual([]);
    expect(messagesOf(productUpdateSchema, { secondaryImageFile: {} })).toEqual([]);
    expect(productUpdateSchema.parse({ removeSecondaryImage: 'true' })).toMatchObject({ removeSecondaryImage: true });
    expect(productUpdateSchema.parse({ removeSecondaryImage: 'false', isMenuItem: 'true' })).toMatchObject({ removeSecondaryImage: false });
    expect(messagesOf(productUpdateSchema, { removeSecondaryImage: 'true', isMenuItem: 'false' })).toEqual([]);
    expect(messagesOf(productUpdateSchema, { removeSecondaryImage: 'maybe' })).toEqual([
      { field: 'removeSecondaryImage', message: 'Must be true or false' },
    ]);
  });

  it('refuses a removal beside a new file, naming the flag, and of a required image, naming the field', () => {
    expect(messagesOf(productUpdateSchema, { removeSecondaryImage: 'true', secondaryImageFile: {} })).toEqual([
      { field: 'removeSecondaryImage', message: 'Remove the image or send a new one, not both' },
    ]);
    expect(messagesOf(productUpdateSchema, { removeSecondaryImage: true, isMenuItem: 'true' })).toEqual([
      { field: 'secondaryImageFile', message: 'Second image is required' },
    ]);
  });

  it('creates a product off the menu without a second image', () => {
    const product = productOffTheMenu(names('name'));
    expect(productCreateSchema.parse(product).secondaryImageFile).toBeUndefined();
  });
});
