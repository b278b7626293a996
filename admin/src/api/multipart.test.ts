import { describe, expect, it } from 'vitest';
import { toFormErrors } from './form-errors';
import { MultipartBody, normalizeDictionaries, withoutFiles } from './multipart';

describe('dictionaries in the multipart field names of the API', () => {
  it('orders dictionaries by language id and fills a missing language', () => {
    expect(
      normalizeDictionaries(
        [
          { languageId: 3, name: 'Кофе' },
          { languageId: 1, name: 'Coffee' },
        ],
        { name: '' },
      ),
    ).toEqual([
      { languageId: 1, name: 'Coffee' },
      { languageId: 2, name: '' },
      { languageId: 3, name: 'Кофе' },
    ]);
  });
});

describe('server validation errors next to their fields', () => {
  const inputs = ['sizeAndPrice', 'productDictionaries.*.name', 'primaryImageFile'];

  it('maps field paths to the form, keeps unknown fields out, and leads with the message', () => {
    expect(
      toFormErrors(
        'Size and Price are required',
        [
          { field: 'sizeAndPrice', message: 'Size and Price are required' },
          { field: 'productDictionaries[1].name', message: 'Dictionary name is required' },
          { field: 'productDictionaries[1].languageId', message: 'Language ID is required' },
          { field: 'productDictionaries', message: 'There must be exactly 3 languages' },
          { field: 'isMenuItem', message: 'Please specify if this is a menu item' },
        ],
        { inputs },
      ),
    ).toEqual({
      sizeAndPrice: 'Size and Price are required',
      productDictionaries: { 1: { name: 'Dictionary name is required' } },
      root: { serverError: 'Size and Price are required' },
    });
  });

  it('renames server fields through aliases', () => {
    expect(
      toFormErrors('Bad', [{ field: 'images.image', message: 'Only JPEG' }], {
        inputs: ['newImages'],
        aliases: { 'images.image': 'newImages' },
      }),
    ).toEqual({
      newImages: 'Only JPEG',
      root: { serverError: 'Bad' },
    });
  });
});

describe('a body without its files (the preview keeps the published pictures)', () => {
  it('leaves a multipart body’s files out and its text fields in order; a JSON body is as it is', () => {
    const body = new MultipartBody()
      .text('SizeAndPrice', 'M / 5')
      .file('PrimaryImageFile', new File(['x'], 'latte.jpg'))
      .text('Order', 2).form;
    expect([...withoutFiles(body).entries()]).toEqual([
      ['SizeAndPrice', 'M / 5'],
      ['Order', '2'],
    ]);
    const json = { name: 'Espresso' };
    expect(withoutFiles(json)).toBe(json);
  });
});
