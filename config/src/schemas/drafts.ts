// Drafts of the content resources (docs/publishing.md): an edit kept beside the published item until it is
// published or discarded; the public site, its caches and its pages only ever read the published item.

/**
 * The draft an item has, as every console list and edit answer gives it (`draft`, null without one).
 * `isNew`: the item itself was created as a draft and has never been published (it is hidden until then).
 */
export interface DraftInfo {
  /** When the draft was last saved (ISO 8601, UTC). */
  updatedAt: string;
  /** Who saved it last: an administrator's e-mail, null when unknown. */
  by: string | null;
  isNew: boolean;
  /** The form fields of the files the draft holds (`imageFile`, `imageFiles`…): they replace the item's on publish. */
  files: string[];
}

/** `GET admin/<Resource>/:id/draft`: the draft's form values, in the edit form's (the update rules') shape. */
export interface DraftAnswer {
  id: number;
  draft: DraftInfo;
  input: Record<string, unknown>;
}

/**
 * `POST admin/<Resource>/:id/preview` (the edit's body, without new files): a short-lived token under which
 * `GET /preview/<token><page>?lang=<en|az|ru>` renders each of `pages` (the site paths that show the item,
 * `/menu`, `/`, `/interior/3`…) with those values, the published pictures kept. `expiresAt`: ISO 8601, UTC.
 */
export interface PreviewAnswer {
  token: string;
  expiresAt: string;
  pages: string[];
}

/** Where an item stands, from its `isDeleted` and its `draft`: what the console's lists show. */
export type PublicationState = 'published' | 'changed' | 'draft' | 'deleted';

export function publicationState(item: { isDeleted?: boolean; draft?: DraftInfo | null }): PublicationState {
  if (item.draft?.isNew && item.isDeleted) return 'draft';
  if (item.isDeleted) return 'deleted';
  return item.draft ? 'changed' : 'published';
}

/** The messages of the drafts' calls (the server's English, as every admin message). */
export const DRAFT_MESSAGES = {
  noDraft: 'This item has no draft',
  created: 'Draft saved',
} as const;
