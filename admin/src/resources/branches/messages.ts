import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.branches.*` (react-admin's labels) and `app.branches.*`. */
export const branchesMessages = defineMessages({
  en: {
    resources: {
      branches: {
        name: 'Branch |||| Branches',
        fields: {
          branchImages: 'Photos',
          imageFiles: 'Photos',
          newImages: 'New photos',
          name: 'Name',
          address: 'Street address',
          imageAlt: 'Image description (alt text)',
          latitude: 'Latitude',
          longitude: 'Longitude',
          branchDictionaries: 'Names and addresses',
        },
        page: { create: 'Branch Create', edit: 'Edit branch #%{id}' },
      },
    },
    app: {
      branches: {
        created: 'Branch added successfully!',
        create_error: 'Network error: the connection to the server was lost!',
        update_error: 'An error occurred while updating the branch: %{message}',
      },
    },
  },
  az: {
    resources: {
      branches: {
        name: 'Filial |||| Filiallar',
        fields: {
          branchImages: 'Şəkillər',
          imageFiles: 'Şəkillər',
          newImages: 'Yeni şəkillər',
          name: 'Ad',
          address: 'Küçə ünvanı',
          imageAlt: 'Şəklin təsviri (alt mətni)',
          latitude: 'En dairəsi',
          longitude: 'Uzunluq dairəsi',
          branchDictionaries: 'Adlar və ünvanlar',
        },
        page: { create: 'Filial yarat', edit: 'Filialı redaktə et #%{id}' },
      },
    },
    app: {
      branches: {
        created: 'Branch uğurla əlavə olundu!',
        create_error: 'Şəbəkə xətası: Serverə bağlantı kəsildi!',
        update_error: 'Filial yenilənərkən xəta baş verdi: %{message}',
      },
    },
  },
  ru: {
    resources: {
      branches: {
        name: 'Филиал |||| Филиалы',
        fields: {
          branchImages: 'Фотографии',
          imageFiles: 'Фотографии',
          newImages: 'Новые фотографии',
          name: 'Название',
          address: 'Адрес (улица, дом)',
          imageAlt: 'Описание изображения (alt-текст)',
          latitude: 'Широта',
          longitude: 'Долгота',
          branchDictionaries: 'Названия и адреса',
        },
        page: { create: 'Создание филиала', edit: 'Редактирование филиала #%{id}' },
      },
    },
    app: {
      branches: {
        created: 'Филиал успешно добавлен!',
        create_error: 'Ошибка сети: соединение с сервером прервано!',
        update_error: 'При обновлении филиала произошла ошибка: %{message}',
      },
    },
  },
});
