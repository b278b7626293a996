import { useContext, useMemo, useSyncExternalStore } from 'react';
import { TranslatorContext } from './context';
import type { TFunction, Translator } from './translator';

/**
 * `const { t } = useTranslation('menu')`: `t('title')` looks in menu, then common;
 * `t('about:title')` names the namespace. Suspends (the page's Suspense shows its fallback) while a
 * namespace loads, and re-renders on a language change.
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  const list: readonly string[] = namespaces === undefined ? [] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join(',');

  const missing = list.filter((ns) => !i18n.hasNamespace(ns));
  // Suspense: a component suspends by throwing the promise it waits for.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (missing.length) throw i18n.loadNamespaces(missing);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the namespaces by content (`key`), not by the list's identity
  const t = useMemo(() => i18n.getFixedT(list), [i18n, key, version]);
  return { t, i18n };
}
