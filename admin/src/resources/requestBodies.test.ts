import { describe, expect, it } from 'vitest';
import { RESOURCE_APIS } from '.';

// The bodies as the data provider makes them: each resource's API, found as the console finds it.
const create = (resource: string, data: object) => RESOURCE_APIS[resource].toCreateBody!(data) as FormData;
const update = (resource: string, data: object) => RESOURCE_APIS[resource].toUpdateBody!(data, undefined) as FormData;

const entries = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${(value as File).name}`]);

const image = (name: string) => ({ rawFile: new File(['x'], name, { type: 'image/png' }), src: 'blob:x', title: name });

describe('dictionaries in the multipart field names of the API', () => {
  it('sends a product with ProductDictionaries[i].Name/Description/ImageAlt/LanguageId and both images for a menu item', () => {
    const body = create('products', {
      isMenuItem: true,
      sizeAndPrice: 'M / 8.5',
      categoryId: 7,
      order: 2,
      woltLink: ' https://wolt.com/x ',
      primaryImageFile: image('one.png'),
      secondaryImageFile: image('two.png'),
      productDictionaries: [
        { languageId: 2, name: 'Latte', description: 'Südlü', imageAlt: 'Mərmər piştaxta üzərində latte' },
        { languageId: 1, name: 'Latte', description: null, imageAlt: 'A latte on a marble counter' },
        { languageId: 3, name: 'Латте', description: 'С молоком', imageAlt: null },
      ],
    });
    expect(entries(body)).toEqual([
      ['IsMenuItem', 'true'],
      ['SizeAndPrice', 'M / 8.5'],
      ['CategoryId', '7'],
      ['Order', '2'],
      ['WoltLink', 'https://wolt.com/x'],
      ['ProductDictionaries[0].Name', 'Latte'],
      ['ProductDictionaries[0].Description', ''],
      ['ProductDictionaries[0].ImageAlt', 'A latte on a marble counter'],
      ['ProductDictionaries[0].LanguageId', '1'],
      ['ProductDictionaries[1].Name', 'Latte'],
      ['ProductDictionaries[1].Description', 'Südlü'],
      ['ProductDictionaries[1].ImageAlt', 'Mərmər piştaxta üzərində latte'],
      ['ProductDictionaries[1].LanguageId', '2'],
      ['ProductDictionaries[2].Name', 'Латте'],
      ['ProductDictionaries[2].Description', 'С молоком'],
      ['ProductDictionaries[2].ImageAlt', ''],
      ['ProductDictionaries[2].LanguageId', '3'],
      ['PrimaryImageFile', 'file:one.png'],
      ['SecondaryImageFile', 'file:two.png'],
    ]);
  });

  it('sends the optional second image of a product that is not a menu item only when chosen, and no empty Wolt link', () => {
    const product = { isMenuItem: false, sizeAndPrice: '1 pc / 4', categoryId: 1, order: 1, primaryImageFile: image('a.png') };
    const withSecond = entries(create('products', { ...product, secondaryImageFile: image('b.png') })).map(([name]) => name);
    expect(withSecond).toContain('SecondaryImageFile');
    expect(withSecond).not.toContain('WoltLink');
    expect(withSecond).toContain('PrimaryImageFile');
    expect(entries(create('products', product)).map(([name]) => name)).not.toContain('SecondaryImageFile');
  });

  it('on edit sends RemoveSecondaryImage when the second image is removed, and never beside a new file', () => {
    const product = { isMenuItem: false, sizeAndPrice: 'S', categoryId: 1, order: 1 };
    expect(Object.fromEntries(entries(update('products', { ...product, removeSecondaryImage: true })))).toMatchObject({
      RemoveSecondaryImage: 'true',
    });
    const replaced = Object.fromEntries(
      entries(update('products', { ...product, removeSecondaryImage: true, secondaryImageFile: image('c.png') })),
    );
    expect(replaced).not.toHaveProperty('RemoveSecondaryImage');
    expect(replaced.SecondaryImageFile).toBe('file:c.png');
    expect(Object.fromEntries(entries(update('products', { ...product, removeSecondaryImage: false })))).not.toHaveProperty(
      'RemoveSecondaryImage',
    );
  });

  it('on edit sends no unchanged image and a blank Wolt link (which clears it)', () => {
    const sent = Object.fromEntries(
      entries(update('products', { isMenuItem: true, sizeAndPrice: 'S', categoryId: 1, order: null as never, woltLink: null })),
    );
    expect(sent.WoltLink).toBe('');
    expect(sent.Order).toBe('');
    expect(sent).not.toHaveProperty('PrimaryImageFile');
    expect(sent).not.toHaveProperty('SecondaryImageFile');
  });

  it('names the files and dictionaries of home products, slides, branches and contact sources', () => {
    expect(
      entries(create('homeproducts', { title: 'T', price: 7.5, order: 1, imageFile: image('h.png'), productDictionaries: [] })),
    ).toEqual([
      ['Title', 'T'],
      ['Description', ''],
      ['Price', '7.5'],
      ['Order', '1'],
      ['ProductDictionaries[0].Name', ''],
      ['ProductDictionaries[0].ImageAlt', ''],
      ['ProductDictionaries[0].LanguageId', '1'],
      ['ProductDictionaries[1].Name', ''],
      ['ProductDictionaries[1].ImageAlt', ''],
      ['ProductDictionaries[1].LanguageId', '2'],
      ['ProductDictionaries[2].Name', ''],
      ['ProductDictionaries[2].ImageAlt', ''],
      ['ProductDictionaries[2].LanguageId', '3'],
      ['ImageFile', 'file:h.png'],
    ]);
    const slide = entries(
      create('carousels', {
        order: 3,
        imageFile: image('s.png'),
        carouselDictionaries: [{ languageId: 2, content: 'Salam', imageAlt: 'Fincan və qəhvə dənləri' }],
      }),
    );
    expect(slide).toContainEqual(['CarouselDictionaries[1].Content', 'Salam']);
    expect(slide).toContainEqual(['CarouselDictionaries[1].ImageAlt', 'Fincan və qəhvə dənləri']);
    expect(slide).toContainEqual(['CarouselDictionaries[0].ImageAlt', '']);
    const branch = entries(create('branches', { imageFiles: [image('1.png'), image('2.png')], branchDictionaries: [] }));
    expect(branch.filter(([name]) => name === 'ImageFiles')).toEqual([
      ['ImageFiles', 'file:1.png'],
      ['ImageFiles', 'file:2.png'],
    ]);
    expect(branch).toContainEqual(['BranchDictionaries[2].LanguageId', '3']);
    const edit = entries(
      update('branches', {
        newImages: [image('3.png')],
        removeImageIds: [9, 10],
        branchDictionaries: [{ id: 4, languageId: 1, name: 'Old City', imageAlt: 'Armchairs by a window' }],
      }),
    );
    expect(edit).toContainEqual(['BranchDictionaries[0].Id', '4']);
    expect(edit).toContainEqual(['BranchDictionaries[0].ImageAlt', 'Armchairs by a window']);
    expect(edit).toContainEqual(['BranchDictionaries[0].Name', 'Old City']);
    expect(edit.filter(([name]) => name === 'RemoveImageIds')).toEqual([
      ['RemoveImageIds', '9'],
      ['RemoveImageIds', '10'],
    ]);
    expect(edit).toContainEqual(['Images.Image', 'file:3.png']);
    expect(entries(create('contactsources', { contactSourceDictionaries: [{ languageId: 3, name: 'Друзья' }] }))).toContainEqual([
      'ContactSourceDictionaries[2].Name',
      'Друзья',
    ]);
  });

  it('sends a branch’s address per language and its coordinates: only when given on create, always both on edit', () => {
    const body = entries(
      create('branches', {
        imageFiles: [image('1.png')],
        latitude: 40.37295,
        longitude: 49.84512,
        branchDictionaries: [
          { languageId: 2, name: 'Nizami küçəsi', address: 'Nizami küçəsi 64' },
          { languageId: 1, name: 'Nizami Street', address: '64 Nizami Street' },
          { languageId: 3, name: 'Улица Низами', address: null },
        ],
      }),
    );
    expect(body).toEqual([
      ['Latitude', '40.37295'],
      ['Longitude', '49.84512'],
      ['BranchDictionaries[0].Name', 'Nizami Street'],
      ['BranchDictionaries[0].Address', '64 Nizami Street'],
      ['BranchDictionaries[0].ImageAlt', ''],
      ['BranchDictionaries[0].LanguageId', '1'],
      ['BranchDictionaries[1].Name', 'Nizami küçəsi'],
      ['BranchDictionaries[1].Address', 'Nizami küçəsi 64'],
      ['BranchDictionaries[1].ImageAlt', ''],
      ['BranchDictionaries[1].LanguageId', '2'],
      ['BranchDictionaries[2].Name', 'Улица Низами'],
      ['BranchDictionaries[2].Address', ''],
      ['BranchDictionaries[2].ImageAlt', ''],
      ['BranchDictionaries[2].LanguageId', '3'],
      ['ImageFiles', 'file:1.png'],
    ]);
    const unplaced = entries(create('branches', { imageFiles: [image('1.png')], latitude: null, branchDictionaries: [] }));
    expect(unplaced.map(([name]) => name)).not.toContain('Latitude');
    expect(unplaced.map(([name]) => name)).not.toContain('Longitude');

    const edit = entries(
      update('branches', { latitude: 40.4, longitude: 49.85, branchDictionaries: [{ id: 4, languageId: 1, name: 'A', address: 'B' }] }),
    );
    expect(edit).toContainEqual(['Latitude', '40.4']);
    expect(edit).toContainEqual(['Longitude', '49.85']);
    expect(edit).toContainEqual(['BranchDictionaries[0].Address', 'B']);
    // Cleared on edit: both sent blank, so that the server clears the place.
    const cleared = entries(update('branches', { latitude: null, longitude: undefined, branchDictionaries: [] }));
    expect(cleared).toContainEqual(['Latitude', '']);
    expect(cleared).toContainEqual(['Longitude', '']);
  });

  it('sends categories as JSON with a null parent for a top-level one', () => {
    expect(create('categories', { parentCategoryId: '', categoryDictionaries: [{ languageId: 2, name: 'Çay' }] })).toEqual({
      parentCategoryId: null,
      categoryDictionaries: [
        { name: '', languageId: 1 },
        { name: 'Çay', languageId: 2 },
        { name: '', languageId: 3 },
      ],
    });
  });
});
