import { lazy, Suspense, useCallback, useId, useMemo, useState, type ComponentType, type Key, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Link as MuiLink,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PollIcon from '@mui/icons-material/Poll';
import StarIcon from '@mui/icons-material/StarRate';
import BadgeIcon from '@mui/icons-material/Badge';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  languageIdOf,
  numberLocale,
  type AdminReview,
  type Dashboard as DashboardData,
  type LanguageCode,
  type NameDictionary,
} from '@qahve/config';
import { formatDateTime } from '../common/dates';
import { useNotifyFailure } from '../common/useNotifyFailure';
import { moveReview, type ReviewMove } from '../resources/reviews/api';
import { dashboardLinks } from './api';
import { useDashboard } from './useDashboard';
import type { DayChartProps } from './SurveyCharts';

// chart.js comes with the charts, after the cards: the console's first screen does not wait for it.
const SurveysPerDayChart = lazy(() => import('./SurveyCharts').then((m) => ({ default: m.SurveysPerDayChart })));
const QualityTrendChart = lazy(() => import('./SurveyCharts').then((m) => ({ default: m.QualityTrendChart })));

/** 6.4:1 on white. */
const PENDING_COLOR = '#8a4b00';

/** The quality trend counts as flat within this many points (of 4) of the 30 days before. */
const FLAT = 0.05;

/** A chart's figures as text (the quality trend's averages). */
type Formatted = { format: (value: number) => string };

function useFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const number = new Intl.NumberFormat(numberLocale(locale as LanguageCode), { maximumFractionDigits: 2 });
    const short = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
    return {
      locale: locale as LanguageCode,
      number: (value: number) => number.format(value),
      /** `27.11` (day and month, UTC, as the day's number is). */
      day: (iso: string) => short.format(new Date(`${iso}T00:00:00Z`)).replace('/', '.'),
    };
  }, [locale]);
}

/**
 * A card with a heading that names it (a region for screen readers) and a link to its list at the
 * foot; with `empty`, a line saying there is nothing to show (`data-empty` names which) instead of its content.
 */
function Section({
  title,
  to,
  linkLabel,
  empty,
  children,
}: {
  title: string;
  to: string;
  linkLabel: string;
  empty?: { name: string; text: string } | null;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {empty ? (
          <Typography color="text.secondary" data-empty={empty.name}>
            {empty.text}
          </Typography>
        ) : (
          children(headingId)
        )}
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <MuiLink component={Link} to={to}>
          {linkLabel}
        </MuiLink>
      </Box>
    </Card>
  );
}

interface TileProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  to: string;
  icon: ComponentType;
  /** The figure as a screen reader says it, where `value` is not plain text. */
  spoken?: string;
  /** Where the link goes, as the screen reader hears it after the label and the figure (a message key). */
  opens?: string;
  testId: string;
  sx?: object;
}

/** One figure, the whole tile a link to the list it counts. */
function Tile({ label, value, spoken, opens = 'app.dashboard.open', detail, to, icon: Icon, testId, sx }: TileProps) {
  const translate = useTranslate();
  const ariaLabel = `${label}: ${spoken ?? String(value)}. ${translate(opens)}`;
  return (
    <Card sx={{ height: '100%', ...sx }}>
      <CardActionArea component={Link} to={to} aria-label={ariaLabel} data-tile={testId} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          {/* On a phone the figure needs the room more than the icon does. */}
          <Box aria-hidden sx={{ color: 'primary.main', display: { xs: 'none', sm: 'flex' }, '& svg': { fontSize: 32 } }}>
            <Icon />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              data-count={testId}
              sx={{ whiteSpace: 'nowrap', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
            >
              {value}
            </Typography>
            {detail ? (
              <Typography variant="body2" color="text.secondary" component="div">
                {detail}
              </Typography>
            ) : null}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The product's name in the console's language, else another one, else "Unnamed product". */
function productName(dictionaries: NameDictionary[], locale: LanguageCode, fallback: string) {
  const own = dictionaries.find((d) => d.languageId === languageIdOf(locale))?.name;
  return own || dictionaries.find((d) => d.name)?.name || fallback;
}

const author = (review: Pick<AdminReview, 'name' | 'surname'>) => [review.name, review.surname].filter(Boolean).join(' ');

/** The two moves on a pending review, in their order on screen. */
const MOVES = [
  { move: 'confirm', color: 'success', Icon: CheckIcon },
  { move: 'reject', color: 'secondary', Icon: BlockIcon },
] as const satisfies ReadonlyArray<{ move: ReviewMove; color: 'success' | 'secondary'; Icon: ComponentType }>;

/** The newest pending reviews, each with Confirm and Reject (the reviews list's own calls). */
function PendingReviews({ data, onModerated }: { data: DashboardData; onModerated: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { locale } = useFormat();
  const [busy, setBusy] = useState<number | null>(null);
  const links = dashboardLinks(data);
  const { pending, newest } = data.reviews;

  const moderate = useCallback(
    async (review: AdminReview, move: ReviewMove) => {
      setBusy(review.id);
      try {
        await moveReview(review.id, move);
        notify(`app.dashboard.${move}_done`, { type: 'success', messageArgs: { name: author(review) } });
      } catch (error) {
        if (!(await notifyFailure(error, 'app.dashboard.moderation_error'))) return;
      } finally {
        setBusy(null);
      }
      // Either way the queue may have moved (a review gone or deleted meanwhile): read it again.
      onModerated();
    },
    [notify, notifyFailure, onModerated],
  );

  return (
    <Section
      title={translate('app.dashboard.pending_reviews')}
      to={links.pendingReviews}
      linkLabel={translate('app.dashboard.all_pending', { smart_count: pending })}
      empty={newest.length === 0 ? { name: 'reviews', text: translate('app.dashboard.no_pending') } : null}
    >
      {() => (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-list="pending-reviews">
          {newest.map((review) => (
            <Box
              component="li"
              key={review.id}
              sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
              data-review={review.id}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }} useFlexGap>
                <Typography component="h3" variant="subtitle2">
                  {author(review) || `#${review.id}`}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(review.createdAt, locale)}
                </Typography>
              </Stack>
              <Typography
                variant="body2"
                sx={{
                  my: 0.5,
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {review.feedback}
              </Typography>
              <Stack direction="row" spacing={1}>
                {MOVES.map(({ move, color, Icon }) => (
                  <MuiButton
                    key={move}
                    size="small"
                    color={color}
                    variant="outlined"
                    startIcon={<Icon />}
                    disabled={busy !== null}
                    aria-label={`${translate(`app.dashboard.${move}`)}: ${author(review)}`}
                    onClick={() => void moderate(review, move)}
                  >
                    {translate(`app.dashboard.${move}`)}
                  </MuiButton>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}

/** A card's list: its rows one under the other between rules, each row's parts side by side (`wrap`: on more lines when narrow). */
function RowList<Row>({
  component,
  name,
  rows,
  rowKey,
  wrap = false,
  children,
}: {
  component: 'ol' | 'ul';
  name: string;
  rows: Row[];
  rowKey: (row: Row) => Key;
  wrap?: boolean;
  children: (row: Row, index: number) => ReactNode;
}) {
  return (
    <Box component={component} sx={{ p: 0, m: 0, listStyle: 'none' }} data-list={name}>
      {rows.map((row, index) => (
        <Box component="li" key={rowKey(row)} sx={{ py: 0.75, borderTop: index ? 1 : 0, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ...(wrap ? { flexWrap: 'wrap' } : {}) }}>
            {children(row, index)}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

/** A count beside a row; `highlighted` (something waits) in a dark amber, as MUI's warning orange is below 4.5:1 as text on white. */
function CountChip({ label, highlighted, testId }: { label: string; highlighted: boolean; testId?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      data-count={testId}
      label={label}
      sx={highlighted ? { color: PENDING_COLOR, borderColor: PENDING_COLOR } : undefined}
    />
  );
}

function MostReviewed({ data }: { data: DashboardData }) {
  const translate = useTranslate();
  const { locale, number } = useFormat();
  const links = dashboardLinks(data);
  const top = data.products.mostReviewed;
  return (
    <Section
      title={translate('app.dashboard.most_reviewed')}
      to={links.allReviews}
      linkLabel={translate('app.dashboard.all_reviews')}
      empty={top.length === 0 ? { name: 'products', text: translate('app.dashboard.no_reviews') } : null}
    >
      {() => (
        <RowList component="ol" name="most-reviewed" rows={top} rowKey={(product) => product.productId}>
          {(product, index) => {
            const name = productName(product.productDictionaries, locale, translate('app.dashboard.unnamed_product'));
            const count = translate('app.dashboard.review_count', { smart_count: product.reviews, count: number(product.reviews) });
            return (
              <>
                <Typography aria-hidden color="text.secondary" sx={{ width: 20, flexShrink: 0 }}>
                  {index + 1}
                </Typography>
                <MuiLink
                  component={Link}
                  to={links.productReviews(product.productId)}
                  sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {name}
                </MuiLink>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {count}
                </Typography>
                {product.pending > 0 ? (
                  <CountChip label={translate('app.dashboard.pending_count', { count: number(product.pending) })} highlighted />
                ) : null}
              </>
            );
          }}
        </RowList>
      )}
    </Section>
  );
}

/**
 * How many translated fields are missing and how many out of date, per language (docs/translations.md),
 * each line a link to the Translations page filtered to its language. Not shown by an older server.
 */
function Translations({ data }: { data: DashboardData }) {
  const translate = useTranslate();
  const { number } = useFormat();
  const counts = data.translations;
  if (!counts) return null;
  return (
    <Section
      title={translate('app.dashboard.translations')}
      to={dashboardLinks(data).translations()}
      linkLabel={translate('app.dashboard.open_translations')}
    >
      {() => (
        <RowList component="ul" name="translations" rows={counts} rowKey={(count) => count.locale} wrap>
          {(count) => {
            const language = translate(`app.languages.${count.locale}`);
            const missing = number(count.missing);
            const stale = number(count.stale);
            return (
              <>
                <MuiLink
                  component={Link}
                  to={dashboardLinks(data).translations(count.languageId)}
                  aria-label={translate('app.dashboard.translations_language', { language, missing, stale })}
                  sx={{ flex: 1, minWidth: 0 }}
                >
                  {language}
                </MuiLink>
                <CountChip
                  testId={`missing-${count.locale}`}
                  label={translate('app.dashboard.missing_count', { count: missing })}
                  highlighted={count.missing > 0}
                />
                <CountChip
                  testId={`stale-${count.locale}`}
                  label={translate('app.dashboard.stale_count', { count: stale })}
                  highlighted={count.stale > 0}
                />
              </>
            );
          }}
        </RowList>
      )}
    </Section>
  );
}

/**
 * A Section of a chart of the surveys (`name` where there are none yet): the chart's module, with its
 * library, loads when first shown, a placeholder of its size standing in meanwhile.
 */
function ChartSection({
  name,
  noSurveys,
  children,
  ...section
}: {
  title: string;
  to: string;
  linkLabel: string;
  name: string;
  noSurveys: boolean;
  children: (headingId: string) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Section {...section} empty={noSurveys ? { name, text: translate('app.dashboard.no_surveys') } : null}>
      {(headingId) => <Suspense fallback={<Skeleton variant="rounded" height={220} />}>{children(headingId)}</Suspense>}
    </Section>
  );
}

/** The trend of the average quality against the 30 days before: an arrow and the difference. */
function Trend({ current, previous }: { current: number | null; previous: number | null }) {
  const translate = useTranslate();
  const { number } = useFormat();
  if (current === null || previous === null) return <>{translate('app.dashboard.no_trend')}</>;
  const delta = current - previous;
  const Icon = Math.abs(delta) < FLAT ? TrendingFlatIcon : delta > 0 ? TrendingUpIcon : TrendingDownIcon;
  const key = Math.abs(delta) < FLAT ? 'app.dashboard.trend_flat' : delta > 0 ? 'app.dashboard.trend_up' : 'app.dashboard.trend_down';
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
      component="span"
      data-trend={Math.abs(delta) < FLAT ? 'flat' : delta > 0 ? 'up' : 'down'}
    >
      <Icon fontSize="small" aria-hidden />
      <span>{translate(key, { delta: number(Math.abs(Math.round(delta * 100) / 100)), previous: number(previous) })}</span>
    </Stack>
  );
}

function Cards({ data, reload }: { data: DashboardData; reload: () => void }) {
  const translate = useTranslate();
  const { number, day } = useFormat();
  const links = dashboardLinks(data);
  const { surveys, candidates, reviews } = data;
  const labels = surveys.days.map((d) => day(d.date));
  const quality = surveys.averageQuality === null ? '—' : translate('app.dashboard.of_four', { value: number(surveys.averageQuality) });
  // "/ 4" smaller, so that the figure keeps to one line in a narrow tile.
  const qualityValue =
    surveys.averageQuality === null ? (
      '—'
    ) : (
      <>
        {number(surveys.averageQuality)}
        <Typography component="span" variant="h6" color="text.secondary">
          {' / 4'}
        </Typography>
      </>
    );
  const range = translate('app.dashboard.range', { from: day(surveys.from), to: day(surveys.to) });
  // The two charts of the 30 days, side by side.
  const charts: Array<{ name: string; title: string; to: string; linkLabel: string; Chart: ComponentType<DayChartProps & Formatted> }> = [
    {
      name: 'surveys',
      title: translate('app.dashboard.surveys_per_day'),
      to: links.surveys,
      linkLabel: translate('app.dashboard.open_surveys'),
      Chart: SurveysPerDayChart,
    },
    {
      name: 'quality',
      title: translate('app.dashboard.quality_trend'),
      to: links.quality,
      linkLabel: translate('app.dashboard.open_statistics'),
      Chart: QualityTrendChart,
    },
  ];

  return (
    <Stack spacing={2}>
      {/* Two columns on a phone (the fifth tile across both), as many as fit above. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(160px, 1fr))' },
        }}
      >
        <Tile
          testId="pending-reviews"
          icon={RateReviewIcon}
          label={translate('app.dashboard.pending_reviews')}
          value={number(reviews.pending)}
          to={links.pendingReviews}
        />
        <Tile
          testId="surveys"
          icon={PollIcon}
          label={translate('app.dashboard.surveys_30_days')}
          value={number(surveys.total)}
          detail={range}
          to={links.surveys}
        />
        <Tile
          testId="quality"
          icon={StarIcon}
          label={translate('app.dashboard.average_quality')}
          value={qualityValue}
          detail={<Trend current={surveys.averageQuality} previous={surveys.previousAverageQuality} />}
          to={links.quality}
          spoken={quality}
          opens="app.dashboard.open_statistics"
        />
        <Tile
          testId="candidates-week"
          icon={BadgeIcon}
          label={translate('app.dashboard.new_candidates')}
          value={number(candidates.thisWeek)}
          detail={translate('app.dashboard.since', { date: day(candidates.weekStart) })}
          to={links.candidatesThisWeek}
        />
        <Tile
          testId="candidates-unread"
          sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}
          icon={MarkEmailUnreadIcon}
          label={translate('app.dashboard.unread_candidates')}
          value={number(candidates.unread)}
          detail={translate('app.dashboard.of_total', { total: number(candidates.total) })}
          to={links.unreadCandidates}
        />
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {charts.map(({ Chart, ...chart }) => (
          <ChartSection key={chart.name} {...chart} noSurveys={surveys.total === 0}>
            {(headingId) => (
              <Chart days={surveys.days} labels={labels} labelledBy={headingId} title={`${chart.title} (${range})`} format={number} />
            )}
          </ChartSection>
        ))}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <PendingReviews data={data} onModerated={reload} />
        <MostReviewed data={data} />
      </Box>
      <Translations data={data} />
    </Stack>
  );
}

/** The cards' shapes while the figures load (announced once to screen readers). */
function Loading() {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite" data-state="loading">
      <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {translate('app.dashboard.loading')}
      </Box>
      <Box aria-hidden sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', mb: 2 }}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} variant="rounded" height={104} />
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={300} />
        <Skeleton variant="rounded" height={300} />
      </Box>
    </Box>
  );
}

/**
 * /admin: what needs doing and how things go, from one call (GET admin/Dashboard):
 * pending reviews (moderated here), surveys per day and the average quality over 30 days, this
 * week's and the unread candidates, the most reviewed products, the translations missing or out of date
 * per language; each card leads to its filtered list.
 */
export function Dashboard() {
  const translate = useTranslate();
  const { data, error, loading, reload } = useDashboard();
  const failure = error ? (
    <Alert
      severity="error"
      data-state="error"
      action={
        <MuiButton color="inherit" size="small" onClick={reload}>
          {translate('app.dashboard.retry')}
        </MuiButton>
      }
      sx={{ mb: 2 }}
    >
      {translate('app.dashboard.load_error')}
    </Alert>
  ) : null;
  return (
    <Box sx={{ py: 2 }} aria-busy={loading}>
      <Title title="app.dashboard.title" />
      <Typography variant="h5" component="p" sx={{ mb: 2 }}>
        {translate('app.dashboard.welcome')}
      </Typography>
      {failure}
      {data ? <Cards data={data} reload={reload} /> : loading ? <Loading /> : null}
    </Box>
  );
}
