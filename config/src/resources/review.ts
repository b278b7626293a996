import type { ResourceDescriptor } from './define';

/** The columns its console list sorts on. */
export const REVIEW_SORTABLE = ['createdAt', 'name', 'id'] as const;

export const reviewResource = {
  path: 'Reviews',
  shown: true,
  sorts: REVIEW_SORTABLE,
  formInputs: ['feedback'],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns, and what the site posts.

/** The public list leaves the author's e-mail out: it is personal data. */
export interface Review {
  id: number;
  productId: number;
  name: string;
  surname: string | null;
  feedback: string;
  isDeleted: boolean;
  isConfirmed: boolean;
  isRejected: boolean;
  createdAt: string;
}

/** The API's review body: the four fields, always (a blank surname is ""; the server also takes it left out). */
export interface ReviewSubmission {
  name: string;
  surname: string;
  email: string;
  feedback: string;
}
