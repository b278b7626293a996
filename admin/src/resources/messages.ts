import { candidatesMessages } from './career-list/messages';
import { reviewsMessages } from './reviews/messages';
import { surveyMessages } from './survey/messages';

/** Messages kept beside their resources, which App.tsx has merged over i18n/{en,az,ru}.ts. */
export const RESOURCE_MESSAGES = [reviewsMessages, surveyMessages, candidatesMessages];
