import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.carousels.*` (react-admin's labels) and `app.carousels.*`. */
export const carouselsMessages = defineMessages({
  en: {
    resources: {
      carousels: {
        name: 'Carousel |||| Carousels',
        fields: {
          imageUrl: 'Image',
          imageFile: 'Image',
          content: 'Content',
          imageAlt: 'Image description (alt text)',
          order: 'Order',
          carouselDictionaries: 'Contents',
        },
        page: { create: 'Carousel Create', edit: 'Edit slide #%{id}' },
      },
    },
    app: {
      carousels: {
        created: 'Slide added successfully!',
        create_error: 'An error occurred while adding the slide!',
        update_error: 'An error occurred while updating the slide: %{message}',
      },
    },
  },
  az: {
    resources: {
      carousels: {
        name: 'Slayder |||| Slayderlər',
        fields: {
          imageUrl: 'Şəkil',
          imageFile: 'Şəkil',
          content: 'Mətn',
          imageAlt: 'Şəklin təsviri (alt mətni)',
          order: 'Sıra',
          carouselDictionaries: 'Mətnlər',
        },
        page: { create: 'Slayder yarat', edit: 'Slayderi redaktə et #%{id}' },
      },
    },
    app: {
      carousels: {
        created: 'Slayder uğurla əlavə olundu!',
        create_error: 'Slayder əlavə edilərkən xəta baş verdi!',
        update_error: 'Slayder yenilənərkən xəta baş verdi: %{message}',
      },
    },
  },
  ru: {
    resources: {
      carousels: {
        name: 'Слайд |||| Слайдеры',
        fields: {
          imageUrl: 'Изображение',
          imageFile: 'Изображение',
          content: 'Текст',
          imageAlt: 'Описание изображения (alt-текст)',
          order: 'Порядок',
          carouselDictionaries: 'Тексты',
        },
        page: { create: 'Создание слайда', edit: 'Редактирование слайда #%{id}' },
      },
    },
    app: {
      carousels: {
        created: 'Слайд успешно добавлен!',
        create_error: 'При добавлении слайда произошла ошибка!',
        update_error: 'При обновлении слайда произошла ошибка: %{message}',
      },
    },
  },
});
