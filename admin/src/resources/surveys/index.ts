import SurveyIcon from '@mui/icons-material/Poll';
import StatisticsIcon from '@mui/icons-material/BarChart';
import { defineResource } from '../../common/resource';
import { surveyApi } from './api';
import { surveyMessages } from './messages';

/** The list, its detail modal and the statistics (/survey/statistics) share one module (SurveyScreens). */
export const survey = defineResource('survey', surveyApi, SurveyIcon, {
  list: () => import('./SurveyScreens'),
  messages: surveyMessages,
  menu: [{ to: '/survey/statistics', label: 'app.survey.statistics', icon: StatisticsIcon }],
  menuOrder: 70,
});
