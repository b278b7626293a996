import CarouselIcon from '@mui/icons-material/ViewCarousel';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { carouselsMessages } from './messages';
import { carouselResource, ORDER_DEFAULT, type Carousel } from '@qahve/config';
import { describedApi, multipartBodies } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { MultipartBody, normalizeDictionaries, type FileValue } from '../../api/multipart';

interface CarouselForm extends Partial<Carousel> {
  imageFile?: FileValue;
}

type Dictionary = Carousel['carouselDictionaries'][number];
const BLANK = { content: '', imageAlt: '' } as Omit<Dictionary, 'languageId'>;

/** `POST/PUT admin/Carousels`, multipart: Order, ImageFile, CarouselDictionaries[i].Content/ImageAlt/LanguageId. */
function carouselBody(data: CarouselForm, { edit = false } = {}): FormData {
  return new MultipartBody()
    .text('Order', data.order ?? (edit ? '' : ORDER_DEFAULT))
    .dictionaries('CarouselDictionaries', normalizeDictionaries(data.carouselDictionaries, BLANK), {
      content: 'Content',
      imageAlt: 'ImageAlt',
    })
    .file('ImageFile', data.imageFile).form;
}

/** Slides: `GET admin/Carousels` lists them all, deleted ones included (docs/decisions.md). */
const carouselsApi: ResourceApi<Carousel> = {
  ...describedApi(carouselResource),
  drafts: true,
  getOne: 'list',
  fromApi: (item: Carousel) => ({ ...item, carouselDictionaries: normalizeDictionaries(item.carouselDictionaries, BLANK) }),
  ...multipartBodies(carouselBody),
};

/** Slides: the list, and /admin/carousels/create (also /admin/carousels-create), then the list. */
export const carousels = defineResource('carousels', carouselsApi, CarouselIcon, {
  list: () => import('./CarouselList'),
  create: {
    inputs: () => import('./CarouselList').then((screens) => screens.CarouselInputs),
    defaults: () => ({ order: ORDER_DEFAULT, carouselDictionaries: blankDictionaries(['content', 'imageAlt']) }),
  },
  messages: carouselsMessages,
  aliases: { 'carousels-create': '/carousels/create' },
  menuOrder: 40,
});
