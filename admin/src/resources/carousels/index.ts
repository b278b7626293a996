import CarouselIcon from '@mui/icons-material/ViewCarousel';
import { defineResource } from '../../common/resource';
import { carouselsApi } from './api';

export const carousels = defineResource('carousels', carouselsApi, CarouselIcon, {
  list: () => import('./CarouselList'),
  create: () => import('./CarouselCreate'),
  aliases: { 'carousels-create': '/carousels/create' },
});
