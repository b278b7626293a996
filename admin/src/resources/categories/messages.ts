import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.categories.*` (react-admin's labels) and `app.categories.*`. */
export const categoriesMessages = defineMessages({
  en: {
    resources: {
      categories: {
        name: 'Category |||| Categories',
        fields: {
          name: 'Name',
          parentCategoryId: 'Parent category',
          categoryDictionaries: 'Names',
        },
        page: { create: 'Category Create', edit: 'Edit category #%{id}' },
      },
    },
    app: {
      categories: {
        created: 'Category added successfully!',
        create_error: 'An error occurred while adding the category!',
        update_error: 'An error occurred while updating the category: %{message}',
      },
    },
  },
  az: {
    resources: {
      categories: {
        name: 'Kateqoriya |||| Kateqoriyalar',
        fields: {
          name: 'Ad',
          parentCategoryId: 'Üst kateqoriya',
          categoryDictionaries: 'Adlar',
        },
        page: { create: 'Kateqoriya yarat', edit: 'Kateqoriyanı redaktə et #%{id}' },
      },
    },
    app: {
      categories: {
        created: 'Kateqoriya uğurla əlavə olundu!',
        create_error: 'Kateqoriya əlavə edilərkən xəta baş verdi!',
        update_error: 'Kateqoriya yenilənərkən xəta baş verdi: %{message}',
      },
    },
  },
  ru: {
    resources: {
      categories: {
        name: 'Категория |||| Категории',
        fields: {
          name: 'Название',
          parentCategoryId: 'Родительская категория',
          categoryDictionaries: 'Названия',
        },
        page: { create: 'Создание категории', edit: 'Редактирование категории #%{id}' },
      },
    },
    app: {
      categories: {
        created: 'Категория успешно добавлена!',
        create_error: 'При добавлении категории произошла ошибка!',
        update_error: 'При обновлении категории произошла ошибка: %{message}',
      },
    },
  },
});
