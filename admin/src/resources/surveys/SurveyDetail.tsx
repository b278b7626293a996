import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import type { AdminSurvey } from '@qahve/config';
import { formatDateTime } from '../../common/dates';
import { AnswerList, CommentText, ContactSourceName } from './Answers';
import { ageLabel, answersOf, genderLabel, qualityLabel } from './labels';

const TITLE_ID = 'survey-detail-title';

/**
 * A survey's answers in a modal, open on `/survey/<id>` over the list,
 * so that a link or a reload shows it; closing goes back to the list with its sort.
 */
export function SurveyDetailDialog() {
  const match = useMatch('/survey/:id');
  const navigate = useNavigate();
  const location = useLocation();
  const translate = useTranslate();
  const id = match?.params.id && /^\d+$/.test(match.params.id) ? match.params.id : undefined;
  const close = () => navigate({ pathname: '/survey', search: location.search });
  return (
    <Dialog open={id !== undefined} onClose={close} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID}>
      {id !== undefined ? (
        <>
          <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
            {translate('resources.survey.page.detail', { id })}
            <IconButton aria-label={translate('ra.action.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <SurveyDetail id={id} />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={close} />
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}

function SurveyDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const { data: survey, isPending, error } = useGetOne<AdminSurvey>('survey', { id: Number(id) }, { retry: false });
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (error || !survey) return <Alert severity="error">{translate('app.survey.detail_error')}</Alert>;
  return <SurveyAnswers survey={survey} />;
}

/** Every answer of a survey, each under its label. */
export function SurveyAnswers({ survey }: { survey: AdminSurvey }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const answers = answersOf(survey, translate);
  const field = (name: string) => translate(`resources.survey.fields.${name}`);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        columnGap: 2,
        rowGap: 1.5,
        m: 0,
        '& > dt': { fontWeight: 600, color: 'text.secondary' },
        '& > dd': { m: 0 },
      }}
    >
      <Row label={field('id')}>{survey.id}</Row>
      <Row label={field('status')}>
        <Chip
          size="small"
          color={survey.isDeleted ? 'default' : 'success'}
          variant="outlined"
          label={translate(survey.isDeleted ? 'app.common.deleted' : 'app.survey.active')}
        />
      </Row>
      <Row label={field('createdAt')}>
        <time dateTime={survey.createdAt}>{formatDateTime(survey.createdAt, locale)}</time>
      </Row>
      <Row label={field('gender')}>{genderLabel(translate, survey.gender)}</Row>
      <Row label={field('age')}>{ageLabel(translate, survey.age)}</Row>
      <Row label={field('qualityPoint')}>{qualityLabel(translate, survey.qualityPoint)}</Row>
      <Row label={field('contactSource')}>
        <ContactSourceName survey={survey} />
      </Row>
      <Row label={field('comment')}>
        <CommentText survey={survey} />
      </Row>
      <Row label={field('services')}>
        <AnswerList answers={answers.services} />
      </Row>
      <Row label={field('products')}>
        <AnswerList answers={answers.products} />
      </Row>
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Typography variant="body2" component="div">
          {children}
        </Typography>
      </dd>
    </>
  );
}
