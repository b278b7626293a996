import type { LanguageCode, SubmittedForm } from '@qahve/config';

/**
 * What a server-rendered page hands to the browser's React: the language it was rendered in, the
 * public origin, and what the routes' loaders read (by route id). It travels as a JSON data block, not a script, so that
 * the Content-Security-Policy keeps forbidding inline scripts and a kept page stays valid.
 */
export interface Handover {
  locale: LanguageCode;
  origin: string;
  cvRetentionDays?: number | null;
  /** A refused form posted without script, shown again (Site.form). */
  form?: SubmittedForm;
  loaderData: Record<string, unknown>;
}

export const HANDOVER_ID = 'site-data';

/** The data block; `<` escaped, so that no text in the data can end the element. */
export function handoverScript(handover: Handover): string {
  const json = JSON.stringify(handover)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${HANDOVER_ID}">${json}</script>`;
}

export function readHandover(doc: Document = document): Handover | undefined {
  const text = doc.getElementById(HANDOVER_ID)?.textContent;
  return text ? (JSON.parse(text) as Handover) : undefined;
}
