import { lazy } from 'react';
import SurveyIcon from '@mui/icons-material/Poll';
import StatisticsIcon from '@mui/icons-material/BarChart';
import type { ConsoleResource } from '../../common/resource';
import { surveyApi } from './api';

/** The list, its detail modal and the statistics (/survey/statistics) share one lazy entry (SurveyScreens). */
export const survey: ConsoleResource = {
  name: 'survey',
  api: surveyApi,
  list: lazy(() => import('./SurveyScreens')),
  icon: SurveyIcon,
  menu: [{ to: '/survey/statistics', label: 'app.survey.statistics', icon: StatisticsIcon }],
};
