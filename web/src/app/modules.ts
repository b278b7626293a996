/**
 * The code a server-rendered page runs (the app's entry, its static imports and the page's chunks),
 * named in a data block for the page's loader (boot.ts) to fetch once the page is up, rather than
 * while its pictures load. Data, like the handover.
 */
export const MODULES_ID = 'site-modules';

export function modulesScript(files: string[]): string {
  return `<script type="application/json" id="${MODULES_ID}">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`;
}

export function readModules(doc: Document = document): string[] {
  const text = doc.getElementById(MODULES_ID)?.textContent;
  return text ? (JSON.parse(text) as string[]) : [];
}

/** Sent on window by the app (main.tsx) once it has taken over the server's page, for the loader. */
export const HYDRATED_EVENT = 'site:hydrated';
