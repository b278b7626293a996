import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.products.*` (react-admin's labels) and `app.products.*`. */
export const productsMessages = defineMessages({
  en: {
    resources: {
      products: {
        name: 'Product |||| Products',
        fields: {
          primaryImageUrl: 'First image',
          secondaryImageUrl: 'Second image',
          name: 'Name',
          sizeAndPrice: 'Size and price',
          categoryId: 'Category',
          categoryName: 'Category',
          order: 'Order',
          isMenuItem: 'Menu item',
          woltLink: 'Wolt link',
          primaryImageFile: 'First image',
          secondaryImageFile: 'Second image',
          productDictionaries: 'Names and descriptions',
          description: 'Description',
          imageAlt: 'Image description (alt text)',
        },
        page: { create: 'Product Create', edit: 'Edit product #%{id}' },
      },
    },
    app: {
      products: {
        created: 'Product added successfully!',
        create_error: 'An error occurred while adding the product!',
        update_error: 'An error occurred while updating the product: %{message}',
        menu_item_yes: 'Yes (menu item)',
        menu_item_no: 'No',
        size_price_hint: 'For example "M / 8.5" or "250 g / 24, 1 kg / 82": size words show in the page’s language',
        size_words_unknown: 'Shown in English on every page (not in the size vocabulary): %{words}',
        wolt_hint: 'Optional link to the product on Wolt',
      },
    },
  },
  az: {
    resources: {
      products: {
        name: 'Məhsul |||| Məhsullar',
        fields: {
          primaryImageUrl: 'Birinci şəkil',
          secondaryImageUrl: 'İkinci şəkil',
          name: 'Ad',
          sizeAndPrice: 'Ölçü və qiymət',
          categoryId: 'Kateqoriya',
          categoryName: 'Kateqoriya',
          order: 'Sıra',
          isMenuItem: 'Menyu məhsulu',
          woltLink: 'Wolt linki',
          primaryImageFile: 'Birinci şəkil',
          secondaryImageFile: 'İkinci şəkil',
          productDictionaries: 'Adlar və təsvirlər',
          description: 'Təsvir',
          imageAlt: 'Şəklin təsviri (alt mətni)',
        },
        page: { create: 'Məhsul yarat', edit: 'Məhsulu redaktə et #%{id}' },
      },
    },
    app: {
      products: {
        created: 'Məhsul uğurla əlavə olundu!',
        create_error: 'Məhsul əlavə edilərkən xəta baş verdi!',
        update_error: 'Məhsul yenilənərkən xəta baş verdi: %{message}',
        menu_item_yes: 'Bəli (menyu məhsulu)',
        menu_item_no: 'Xeyr',
        size_price_hint: 'Məsələn "M / 8.5" və ya "250 g / 24, 1 kg / 82": ölçü sözləri səhifənin dilində göstərilir',
        size_words_unknown: 'Bütün səhifələrdə ingiliscə göstərilir (ölçü lüğətində yoxdur): %{words}',
        wolt_hint: 'Məhsulun Wolt-dakı linki (istəyə bağlı)',
      },
    },
  },
  ru: {
    resources: {
      products: {
        name: 'Продукт |||| Продукты',
        fields: {
          primaryImageUrl: 'Первое изображение',
          secondaryImageUrl: 'Второе изображение',
          name: 'Название',
          sizeAndPrice: 'Размер и цена',
          categoryId: 'Категория',
          categoryName: 'Категория',
          order: 'Порядок',
          isMenuItem: 'Позиция меню',
          woltLink: 'Ссылка Wolt',
          primaryImageFile: 'Первое изображение',
          secondaryImageFile: 'Второе изображение',
          productDictionaries: 'Названия и описания',
          description: 'Описание',
          imageAlt: 'Описание изображения (alt-текст)',
        },
        page: { create: 'Создание продукта', edit: 'Редактирование продукта #%{id}' },
      },
    },
    app: {
      products: {
        created: 'Продукт успешно добавлен!',
        create_error: 'При добавлении продукта произошла ошибка!',
        update_error: 'При обновлении продукта произошла ошибка: %{message}',
        menu_item_yes: 'Да (позиция меню)',
        menu_item_no: 'Нет',
        size_price_hint: 'Например «M / 8.5» или «250 g / 24, 1 kg / 82»: слова размеров показываются на языке страницы',
        size_words_unknown: 'Показывается по-английски на всех страницах (нет в словаре размеров): %{words}',
        wolt_hint: 'Необязательная ссылка на продукт в Wolt',
      },
    },
  },
});
