import CarouselIcon from '@mui/icons-material/ViewCarousel';
import { ORDER_DEFAULT } from '@qahve/config';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { carouselsApi } from './api';
import { carouselsMessages } from './messages';

/** Slides: the list, and /admin/carousels/create (also /admin/carousels-create), then the list. */
export const carousels = defineResource('carousels', carouselsApi, CarouselIcon, {
  list: () => import('./CarouselList'),
  create: {
    inputs: () => import('./CarouselList').then((screens) => screens.CarouselInputs),
    defaults: () => ({ order: ORDER_DEFAULT, carouselDictionaries: blankDictionaries(['content']) }),
  },
  messages: carouselsMessages,
  aliases: { 'carousels-create': '/carousels/create' },
  menuOrder: 40,
});
