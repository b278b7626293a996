import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.contactsources.*` (react-admin's labels) and `app.contactsources.*`. */
export const contactsourcesMessages = defineMessages({
  en: {
    resources: {
      contactsources: {
        name: 'Contact source |||| Contact sources',
        fields: {
          name: 'Name',
          contactSourceDictionaries: 'Names',
        },
        page: { create: 'Contact Source Create', edit: 'Edit contact source #%{id}' },
      },
    },
    app: {
      contactsources: {
        created: 'Contact source added successfully!',
        create_error: 'An error occurred while adding the contact source!',
        update_error: 'An error occurred while updating the contact source: %{message}',
      },
    },
  },
  az: {
    resources: {
      contactsources: {
        name: 'Əlaqə mənbəyi |||| Əlaqə mənbələri',
        fields: {
          name: 'Ad',
          contactSourceDictionaries: 'Adlar',
        },
        page: { create: 'Əlaqə mənbəyi yarat', edit: 'Əlaqə mənbəyini redaktə et #%{id}' },
      },
    },
    app: {
      contactsources: {
        created: 'Əlaqə mənbəyi uğurla əlavə olundu!',
        create_error: 'Əlaqə mənbəyi əlavə edilərkən xəta baş verdi!',
        update_error: 'Əlaqə mənbəyi yenilənərkən xəta baş verdi: %{message}',
      },
    },
  },
  ru: {
    resources: {
      contactsources: {
        name: 'Источник |||| Источники',
        fields: {
          name: 'Название',
          contactSourceDictionaries: 'Названия',
        },
        page: { create: 'Создание источника', edit: 'Редактирование источника #%{id}' },
      },
    },
    app: {
      contactsources: {
        created: 'Источник успешно добавлен!',
        create_error: 'При добавлении источника произошла ошибка!',
        update_error: 'При обновлении источника произошла ошибка: %{message}',
      },
    },
  },
});
