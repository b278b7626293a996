import { defineMessages } from '../../i18n/en';

/** The Activity page's messages (the entries' own texts, shared with the edit modals' History tab, are app.history.* of i18n/). */
export const historyMessages = defineMessages({
  en: {
    resources: {
      history: {
        name: 'Activity |||| Activity',
        fields: { resource: 'Resource', action: 'Action', userId: 'User', entityId: 'Record id', from: 'From', to: 'To' },
      },
    },
    app: {
      activity: {
        title: 'Activity',
        any: 'Any',
        only_user: 'Show only the activity of %{user}',
        identity: 'Account',
        open: 'Open %{item}',
        subject: '%{resource} #%{id}',
        subject_named: '%{resource} · %{name}',
      },
    },
  },
  az: {
    resources: {
      history: {
        name: 'Fəaliyyət |||| Fəaliyyət',
        fields: { resource: 'Bölmə', action: 'Əməliyyat', userId: 'İstifadəçi', entityId: 'Qeyd id', from: 'Başlanğıc', to: 'Son' },
      },
    },
    app: {
      activity: {
        title: 'Fəaliyyət',
        any: 'Hamısı',
        only_user: 'Yalnız %{user} istifadəçisinin fəaliyyətini göstər',
        identity: 'Hesab',
        open: '%{item} açın',
        subject: '%{resource} #%{id}',
        subject_named: '%{resource} · %{name}',
      },
    },
  },
  ru: {
    resources: {
      history: {
        name: 'Журнал действий |||| Журнал действий',
        fields: { resource: 'Раздел', action: 'Действие', userId: 'Пользователь', entityId: 'Id записи', from: 'С', to: 'По' },
      },
    },
    app: {
      activity: {
        title: 'Журнал действий',
        any: 'Все',
        only_user: 'Показать только действия %{user}',
        identity: 'Учётная запись',
        open: 'Открыть %{item}',
        subject: '%{resource} #%{id}',
        subject_named: '%{resource} · %{name}',
      },
    },
  },
});
