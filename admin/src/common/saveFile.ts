import type { ApiFile } from '../api/http';

/** How long the object URL outlives the click (a large file may still be read from it meanwhile). */
const REVOKE_AFTER_MS = 40_000;

/**
 * Hands a downloaded file to the browser as its own download, under the server's name: an object URL
 * of the bytes fetched with the token, so the CV never has a public address.
 */
export function saveFile({ blob, name }: ApiFile, fallbackName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Shows a fetched file in a tab opened beforehand (on the click): an object URL of its bytes. */
export function openFileIn(tab: Window, { blob }: ApiFile) {
  const url = URL.createObjectURL(blob);
  tab.location.replace(url);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
