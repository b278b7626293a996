import { Alert } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, DataTable, List, Pagination, TopToolbar, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { ADMIN_PAGE_SIZE, type AdminSurvey } from '@qahve/config';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { EditLinkButton } from '../../common/EditLinkButton';
import { RowActions } from '../../common/RowActions';
import { AnswerList, CommentText, ContactSourceName } from './Answers';
import { ageLabel, answersOf, genderLabel, qualityLabel, type CriteriaGroup } from './labels';
import { ClearSortButton, SortHeader, useSurveySort } from './SortHeader';
import { SurveyDetailDialog } from './SurveyDetail';
import { RangeNotice, useSurveyListRange } from './RangeFilter';

export const surveyTitle = (record: RaRecord) => `#${record.id}`;

/** The error catalogue's own texts for a failed delete or revert of a survey. */
const ERROR_KEYS = { delete: 'app.survey.delete_error', revert: 'app.survey.revert_error' };

/** Clear sorting (while sorted) and the statistics page. */
function SurveyListActions() {
  return (
    <TopToolbar>
      <ClearSortButton />
      <Button component={Link} to="/survey/statistics" label="app.survey.statistics">
        <BarChartIcon />
      </Button>
    </TopToolbar>
  );
}

/** The services or the products answers of the row. */
function Criteria({ group }: { group: CriteriaGroup }) {
  const record = useRecordContext<AdminSurvey>();
  const translate = useTranslate();
  if (!record) return null;
  return <AnswerList answers={answersOf(record, translate)[group]} dense />;
}

function LoadError() {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate('app.survey.load_error')}
    </Alert>
  );
}

/**
 * Survey answers: the labels of each code in the console's language, the sort on
 * gender, age and quality point together (SortHeader), by id descending otherwise; a detail modal;
 * soft delete and revert. The list state lives in the component and the sort in the URL, so the
 * modal's route leaves both as they are.
 */
export default function SurveyList() {
  const [sort] = useSurveySort();
  const [range, clearRange] = useSurveyListRange();
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <List
      resource="survey"
      sort={{ field: 'id', order: 'DESC' }}
      filter={{ sort, ...range }}
      perPage={ADMIN_PAGE_SIZE}
      storeKey={false}
      disableSyncWithLocation
      exporter={false}
      actions={<SurveyListActions />}
      empty={false}
      error={<LoadError />}
      queryOptions={{ onError: () => notify('app.survey.load_error', { type: 'error' }) }}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <RangeNotice range={range} onClear={clearRange} />
      <ResponsiveDataTable card={{ title: surveyTitle, hide: ['id'] }}>
        <DataTable.Col source="id" disableSort />
        <DataTable.Col
          source="gender"
          disableSort
          label={<SortHeader field="gender" />}
          render={(record: AdminSurvey) => genderLabel(translate, record.gender)}
        />
        <DataTable.Col
          source="age"
          disableSort
          label={<SortHeader field="age" />}
          render={(record: AdminSurvey) => ageLabel(translate, record.age)}
        />
        <DataTable.Col
          source="qualityPoint"
          disableSort
          label={<SortHeader field="qualityPoint" />}
          render={(record: AdminSurvey) => qualityLabel(translate, record.qualityPoint)}
        />
        <DataTable.Col source="contactSource" disableSort render={(record: AdminSurvey) => <ContactSourceName survey={record} />} />
        <DataTable.Col source="comment" disableSort render={(record: AdminSurvey) => <CommentText survey={record} clamp />} />
        <DataTable.Col source="services" disableSort>
          <Criteria group="services" />
        </DataTable.Col>
        <DataTable.Col source="products" disableSort>
          <Criteria group="products" />
        </DataTable.Col>
        <DataTable.Col source="actions" label="app.common.actions" disableSort>
          <RowActions title={surveyTitle} canEdit={false} errorKeys={ERROR_KEYS}>
            <EditLinkButton title={surveyTitle} basePath="/survey" label="app.survey.details" icon={<VisibilityIcon />} />
          </RowActions>
        </DataTable.Col>
      </ResponsiveDataTable>
      <SurveyDetailDialog />
    </List>
  );
}
