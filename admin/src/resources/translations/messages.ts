import { defineMessages } from '../../i18n/en';

/** The Translations page's messages: `resources.translations.*` and `app.translations.*`. */
export const translationsMessages = defineMessages({
  en: {
    resources: {
      translations: {
        name: 'Translation |||| Translations',
        fields: { languageId: 'Language', resource: 'Section', status: 'Status', item: 'Item', field: 'Field' },
      },
    },
    app: {
      translations: {
        title: 'Translations',
        any: 'Any',
        missing: 'Missing',
        stale: 'Out of date',
        missing_hint: 'No text in this language',
        stale_hint: 'The Azerbaijani text changed after this translation was saved',
        empty: 'Every text is translated and up to date.',
        load_error: 'The translations could not be loaded.',
        open: 'Edit %{item}',
        subject: '%{resource} #%{id}',
        confirm: 'Still correct',
        confirm_title: 'The translation is still right for the Azerbaijani text as it is now: mark it up to date without changing it',
        confirmed: 'Marked as up to date',
        confirm_error: 'The translation could not be marked: %{message}',
        actions: 'Actions',
      },
    },
  },
  az: {
    resources: {
      translations: {
        name: 'Tərcümə |||| Tərcümələr',
        fields: { languageId: 'Dil', resource: 'Bölmə', status: 'Vəziyyət', item: 'Qeyd', field: 'Sahə' },
      },
    },
    app: {
      translations: {
        title: 'Tərcümələr',
        any: 'Hamısı',
        missing: 'Çatışmır',
        stale: 'Köhnəlib',
        missing_hint: 'Bu dildə mətn yoxdur',
        stale_hint: 'Bu tərcümə saxlanandan sonra azərbaycanca mətn dəyişib',
        empty: 'Bütün mətnlər tərcümə olunub və aktualdır.',
        load_error: 'Tərcümələri yükləmək mümkün olmadı.',
        open: '%{item} redaktə edin',
        subject: '%{resource} #%{id}',
        confirm: 'Hələ doğrudur',
        confirm_title: 'Tərcümə azərbaycanca mətnin indiki halına uyğundur: dəyişmədən aktual kimi qeyd edin',
        confirmed: 'Aktual kimi qeyd olundu',
        confirm_error: 'Tərcüməni qeyd etmək mümkün olmadı: %{message}',
        actions: 'Əməliyyatlar',
      },
    },
  },
  ru: {
    resources: {
      translations: {
        name: 'Перевод |||| Переводы',
        fields: { languageId: 'Язык', resource: 'Раздел', status: 'Состояние', item: 'Запись', field: 'Поле' },
      },
    },
    app: {
      translations: {
        title: 'Переводы',
        any: 'Все',
        missing: 'Нет перевода',
        stale: 'Устарел',
        missing_hint: 'На этом языке текста нет',
        stale_hint: 'Текст на азербайджанском изменился после сохранения этого перевода',
        empty: 'Все тексты переведены и актуальны.',
        load_error: 'Не удалось загрузить переводы.',
        open: 'Изменить %{item}',
        subject: '%{resource} #%{id}',
        confirm: 'Всё ещё верно',
        confirm_title: 'Перевод соответствует нынешнему тексту на азербайджанском: отметить его актуальным, не меняя',
        confirmed: 'Отмечено как актуальное',
        confirm_error: 'Не удалось отметить перевод: %{message}',
        actions: 'Действия',
      },
    },
  },
});
