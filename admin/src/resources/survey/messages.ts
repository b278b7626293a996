import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.survey.*` (react-admin's labels) and `app.survey.*`. */
export const surveyMessages = defineMessages({
  en: { resources: { 'survey': { name: '' } }, app: { 'survey': {} } },
  az: { resources: { 'survey': { name: '' } }, app: { 'survey': {} } },
  ru: { resources: { 'survey': { name: '' } }, app: { 'survey': {} } },
});
