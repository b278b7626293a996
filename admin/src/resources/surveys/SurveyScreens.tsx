import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import SurveyList from './SurveyList';

// chart.js comes with the statistics page only.
const StatisticsPage = lazy(() => import('./statistics/StatisticsPage'));

/**
 * The screens under /survey: the statistics at /survey/statistics, else the list (whose detail
 * modal opens on /survey/<id>).
 */
export default function SurveyScreens() {
  return (
    <Routes>
      <Route
        path="statistics"
        element={
          <Suspense fallback={<Loading />}>
            <StatisticsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<SurveyList />} />
    </Routes>
  );
}
