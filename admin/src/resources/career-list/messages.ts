import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.career-list.*` (react-admin's labels) and `app.career-list.*`. */
export const candidatesMessages = defineMessages({
  en: { resources: { 'career-list': { name: '' } }, app: { 'career-list': {} } },
  az: { resources: { 'career-list': { name: '' } }, app: { 'career-list': {} } },
  ru: { resources: { 'career-list': { name: '' } }, app: { 'career-list': {} } },
});
