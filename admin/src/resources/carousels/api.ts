import { carouselResource, ORDER_DEFAULT, type Carousel } from '@qahve/config';
import { describedApi, multipartBodies } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { MultipartBody, normalizeDictionaries, type FileValue } from '../../api/multipart';

export interface CarouselForm extends Partial<Carousel> {
  imageFile?: FileValue;
}

/** `POST/PUT admin/Carousels`, multipart: Order, ImageFile, CarouselDictionaries[i].Content/LanguageId. */
export function carouselBody(data: CarouselForm, { edit = false } = {}): FormData {
  return new MultipartBody()
    .text('Order', data.order ?? (edit ? '' : ORDER_DEFAULT))
    .dictionaries('CarouselDictionaries', normalizeDictionaries(data.carouselDictionaries, { content: '' }), { content: 'Content' })
    .file('ImageFile', data.imageFile).form;
}

/** Slides: `GET admin/Carousels` lists them all, deleted ones included (docs/decisions.md). */
export const carouselsApi: ResourceApi<Carousel> = {
  ...describedApi(carouselResource),
  getOne: 'list',
  fromApi: (item: Carousel) => ({ ...item, carouselDictionaries: normalizeDictionaries(item.carouselDictionaries, { content: '' }) }),
  ...multipartBodies(carouselBody),
};
