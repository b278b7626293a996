import { Fragment } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { NO_COMMENT, type AdminSurvey } from '@qahve/config';
import { displayText } from '../../common/dictionaries';
import type { Answer } from './labels';

/** Criteria and their levels as a compact two-column list ("Cleanliness  Very pleased"). */
export function AnswerList({ answers, dense = false }: { answers: Answer[]; dense?: boolean }) {
  const translate = useTranslate();
  if (answers.length === 0) {
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {translate('app.survey.no_answers')}
      </Typography>
    );
  }
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        columnGap: 1,
        rowGap: dense ? 0 : 0.5,
        m: 0,
        fontSize: dense ? 12.5 : 14,
        lineHeight: 1.35,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 500 },
      }}
    >
      {answers.map((answer, index) => (
        <Fragment key={`${answer.label}-${index}`}>
          <dt>{answer.label}</dt>
          <dd data-level={answer.value}>{answer.level}</dd>
        </Fragment>
      ))}
    </Box>
  );
}

/** The contact source's name in the console's language, "Unnamed" without one, "—" without a source. */
export function ContactSourceName({ survey }: { survey: AdminSurvey }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const source = survey.contactSource;
  if (!source) return <>—</>;
  const name = displayText(source.contactSourceDictionaries, locale) ?? translate('app.common.unnamed');
  return <>{source.isDeleted ? `${name} (${translate('app.common.deleted').toLowerCase()})` : name}</>;
}

/** The comment; the form's stored "No comment" in the console's language. */
export function CommentText({ survey, clamp = false }: { survey: AdminSurvey; clamp?: boolean }) {
  const translate = useTranslate();
  const none = !survey.comment || survey.comment === NO_COMMENT;
  return (
    <Typography
      variant="body2"
      component="span"
      color={none ? 'text.secondary' : undefined}
      title={clamp && !none ? survey.comment : undefined}
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        ...(clamp ? { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 260 } : {}),
      }}
    >
      {none ? translate('app.survey.no_comment') : survey.comment}
    </Typography>
  );
}
