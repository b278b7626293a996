import { createContext } from 'react';
import i18n from './instance';
import type { Translator } from './translator';

/**
 * The translator the tree renders with: the browser's one by default; on the server, the request's
 * own (each request has its language, and several render at once).
 */
export const TranslatorContext = createContext<Translator>(i18n);
