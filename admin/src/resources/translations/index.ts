import TranslateIcon from '@mui/icons-material/Translate';
import { defineResource } from '../../common/resource';
import { translationsApi } from './api';
import { translationsMessages } from './messages';

/** The Translations page: every text missing or out of date in some language, filtered by language, section and status (docs/translations.md). */
export const translations = defineResource('translations', translationsApi, TranslateIcon, {
  list: () => import('./TranslationList'),
  menuOrder: 95,
  messages: translationsMessages,
});
