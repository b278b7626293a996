import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.homeproducts.*` (react-admin's labels) and `app.homeproducts.*`. */
export const homeproductsMessages = defineMessages({
  en: {
    resources: {
      homeproducts: {
        name: 'Home product |||| Home products',
        fields: {
          imageUrl: 'Image',
          imageFile: 'Image',
          name: 'Name',
          title: 'Title',
          description: 'Description',
          imageAlt: 'Image description (alt text)',
          price: 'Price',
          order: 'Order',
          productDictionaries: 'Names',
        },
        page: { create: 'Home Product Create', edit: 'Edit home product #%{id}' },
      },
    },
    app: {
      homeproducts: {
        created: 'Home product added successfully!',
        create_error: 'Error adding home product!',
        update_error: 'Error updating home product: %{message}',
      },
    },
  },
  az: {
    resources: {
      homeproducts: {
        name: 'Ana səhifə məhsulu |||| Ana səhifə məhsulları',
        fields: {
          imageUrl: 'Şəkil',
          imageFile: 'Şəkil',
          name: 'Ad',
          title: 'Başlıq',
          description: 'Təsvir',
          imageAlt: 'Şəklin təsviri (alt mətni)',
          price: 'Qiymət',
          order: 'Sıra',
          productDictionaries: 'Adlar',
        },
        page: { create: 'Ana səhifə məhsulu yarat', edit: 'Ana səhifə məhsulunu redaktə et #%{id}' },
      },
    },
    app: {
      homeproducts: {
        created: 'Home product added successfully!',
        create_error: 'Error adding home product!',
        update_error: 'Error updating home product: %{message}',
      },
    },
  },
  ru: {
    resources: {
      homeproducts: {
        name: 'Товар на главной |||| Товары на главной',
        fields: {
          imageUrl: 'Изображение',
          imageFile: 'Изображение',
          name: 'Название',
          title: 'Заголовок',
          description: 'Описание',
          imageAlt: 'Описание изображения (alt-текст)',
          price: 'Цена',
          order: 'Порядок',
          productDictionaries: 'Названия',
        },
        page: { create: 'Создание товара на главной', edit: 'Редактирование товара на главной #%{id}' },
      },
    },
    app: {
      homeproducts: {
        created: 'Товар на главной успешно добавлен!',
        create_error: 'Ошибка при добавлении товара на главной!',
        update_error: 'Ошибка при обновлении товара на главной: %{message}',
      },
    },
  },
});
