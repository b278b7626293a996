import { lazy } from 'react';
import CarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ConsoleResource } from '../../common/resource';
import { carouselsApi } from './api';

export const carousels: ConsoleResource = {
  name: 'carousels',
  api: carouselsApi,
  list: lazy(() => import('./CarouselList')),
  create: lazy(() => import('./CarouselCreate')),
  icon: CarouselIcon,
  aliases: { 'carousels-create': '/carousels/create' },
};
