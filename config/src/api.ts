import type { LanguageId } from './languages';
import type { FieldError } from './schemas/errors';

/** Request and response shapes of /api/v1 (SPEC §3 and §7). */

export const API_PREFIX = '/api/v1';

export interface PagedQuery {
  pageNumber?: number;
  pageSize?: number;
  isPaginated?: boolean;
  languageId?: LanguageId;
}

export interface Paged<T> {
  pageNumber: number;
  totalPages: number;
  totalItems: number;
  items: T[];
}

export interface ApiError {
  message: string;
  errors?: FieldError[];
}

export interface Dictionary {
  languageId: LanguageId;
}
export interface NameDictionary extends Dictionary {
  name: string;
}

/** An image with the responsive variants the upload plugin made, for srcset. */
export interface ImageVariants {
  imageSrcSet?: string;
}

export interface Carousel extends ImageVariants {
  id: number;
  order: number;
  imageUrl: string | null;
  isDeleted: boolean;
  carouselDictionaries: Array<Dictionary & { content: string }>;
}

export interface HomeProduct extends ImageVariants {
  id: number;
  title: string;
  description: string | null;
  price: number;
  order: number;
  imageUrl: string | null;
  isDeleted: boolean;
  productDictionaries: NameDictionary[];
}

export interface BranchImage extends ImageVariants {
  id: number;
  imageUrl: string;
}

export interface Branch {
  id: number;
  isDeleted: boolean;
  branchImages: BranchImage[];
  branchDictionaries: Array<NameDictionary & { id: number }>;
}

export interface Category {
  id: number;
  parentCategoryId: number | null;
  isDeleted: boolean;
  categoryDictionaries: NameDictionary[];
  subCategories: Category[];
}

export interface Product {
  id: number;
  categoryId: number | null;
  order: number;
  isMenuItem: boolean;
  isDeleted: boolean;
  sizeAndPrice: string;
  primaryImageUrl: string | null;
  secondaryImageUrl: string | null;
  primaryImageSrcSet?: string;
  woltLink: string | null;
  productDictionaries: Array<NameDictionary & { description: string | null }>;
}

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

export interface ContactSource {
  id: number;
  contactSourceDictionaries: NameDictionary[];
}

export interface SatisfactionEntry {
  key: string;
  value: number;
  languageId: LanguageId;
}

export interface Survey {
  id: number;
  gender: boolean;
  age: number;
  qualityPoint: number;
  comment: string;
  isDeleted: boolean;
  contactSource: ContactSource | null;
  statisfactions: Array<{ statisfactionDictionaries: SatisfactionEntry[] }>;
  createdAt: string;
}

/** What the site sends; keys may be PascalCase as the old site sent them. */
export interface SurveySubmission {
  Gender: boolean;
  Age: number;
  QualityPoint: number;
  ContactSourceId: number;
  Comment?: string;
  Statisfactions?: Array<{ StatisfactionDictionaries: Array<{ Key: string; Value: number; LanguageId: LanguageId }> }>;
}

/** SPEC §7's review body: the four fields, always (a blank surname is ""; the server also takes it left out). */
export interface ReviewSubmission {
  name: string;
  surname: string;
  email: string;
  feedback: string;
}

export interface CandidateListItem {
  id: number;
  name: string;
  surname: string;
  isFavourite: boolean;
  /** Whether an administrator has opened the candidate (GET admin/Candidates/{id}) yet. */
  isRead: boolean;
}

export interface CandidateDetail {
  id: number;
  name: string;
  surname: string;
  number: string;
  email: string;
  resumePath: string | null;
}

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
}

export interface Created {
  id: number;
  message: string;
}
