import type { LanguageId } from './languages';
import type { FieldError } from './schemas/errors';

/**
 * Request and response shapes of /api/v1 that every resource shares. A resource's own
 * answer (`Carousel`, `Product`, ...) is beside its descriptor, in resources/<name>.ts.
 */

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

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
}

export interface Created {
  id: number;
  message: string;
}
