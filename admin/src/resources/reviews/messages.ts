import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.reviews.*` (react-admin's labels) and `app.reviews.*`. */
export const reviewsMessages = defineMessages({
  en: { resources: { 'reviews': { name: '' } }, app: { 'reviews': {} } },
  az: { resources: { 'reviews': { name: '' } }, app: { 'reviews': {} } },
  ru: { resources: { 'reviews': { name: '' } }, app: { 'reviews': {} } },
});
