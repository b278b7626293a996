import { defineMessages } from '../../i18n/en';

/**
 * This resource's messages: `resources.career-list.*` (react-admin's labels) and `app.career-list.*`.
 * The Azerbaijani errors are SPEC §8's own words, as the spec gives them (some are Turkish there).
 */
export const candidatesMessages = defineMessages({
  en: {
    resources: {
      'career-list': {
        name: 'Candidate |||| Candidates',
        fields: {
          id: 'ID',
          name: 'Name',
          surname: 'Surname',
          number: 'Telephone',
          email: 'E-mail',
          resumePath: 'CV',
          details: 'Details',
        },
      },
    },
    app: {
      'career-list': {
        title: 'Candidate',
        details: 'details',
        details_of: 'Details: %{name}',
        favourite: 'Favourite: %{name}',
        favourites_only: 'Favourites only',
        favourite_error: 'Could not update the favourite status! Details: %{message}',
        auth_error: 'Authorisation error: please sign in.',
        format_error: 'Error: the API did not answer in the expected format!',
        load_error: 'Could not load the data! Please try again.',
        missing_id: 'Candidate ID not found!',
        not_found: 'No data found.',
        retry: 'Try again',
        back: 'Back to the candidates',
        download_cv: 'Download the CV',
        downloading: 'Downloading…',
        download_error: 'Could not download the CV: %{message}',
        no_cv: 'No CV was uploaded.',
      },
    },
  },
  az: {
    resources: {
      'career-list': {
        name: 'Namizəd |||| Namizədlər',
        fields: {
          id: 'ID',
          name: 'Ad',
          surname: 'Soyad',
          number: 'Telefon',
          email: 'E-poçt',
          resumePath: 'CV',
          details: 'Ətraflı',
        },
      },
    },
    app: {
      'career-list': {
        title: 'Namizəd',
        details: 'ətraflı',
        details_of: 'ətraflı: %{name}',
        favourite: 'Seçilmiş: %{name}',
        favourites_only: 'Yalnız seçilmişlər',
        favourite_error: 'Favori durumu güncellenemedi! Detay: %{message}',
        auth_error: 'Yetkilendirme hatası: Lütfen giriş yapın.',
        format_error: 'Hata: API beklenen formatta değil!',
        load_error: 'Veri çekme hatası! Lütfen tekrar deneyin.',
        missing_id: 'Candidate ID tapılmadı!',
        not_found: 'Veri bulunamadı.',
        retry: 'Yenidən cəhd et',
        back: 'Namizədlərə qayıt',
        download_cv: 'CV-ni yüklə',
        downloading: 'Yüklənir…',
        download_error: 'CV yüklənmədi: %{message}',
        no_cv: 'CV yüklənməyib.',
      },
    },
  },
  ru: {
    resources: {
      'career-list': {
        name: 'Кандидат |||| Кандидаты',
        fields: {
          id: 'ID',
          name: 'Имя',
          surname: 'Фамилия',
          number: 'Телефон',
          email: 'E-mail',
          resumePath: 'Резюме',
          details: 'Подробнее',
        },
      },
    },
    app: {
      'career-list': {
        title: 'Кандидат',
        details: 'подробнее',
        details_of: 'Подробнее: %{name}',
        favourite: 'Избранное: %{name}',
        favourites_only: 'Только избранные',
        favourite_error: 'Не удалось обновить статус избранного! Подробности: %{message}',
        auth_error: 'Ошибка авторизации: пожалуйста, войдите.',
        format_error: 'Ошибка: API ответил не в ожидаемом формате!',
        load_error: 'Ошибка загрузки данных! Пожалуйста, попробуйте ещё раз.',
        missing_id: 'ID кандидата не найден!',
        not_found: 'Данные не найдены.',
        retry: 'Повторить',
        back: 'Назад к кандидатам',
        download_cv: 'Скачать резюме',
        downloading: 'Загрузка…',
        download_error: 'Не удалось скачать резюме: %{message}',
        no_cv: 'Резюме не загружено.',
      },
    },
  },
});
