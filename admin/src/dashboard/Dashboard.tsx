import type { ComponentType } from 'react';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PollIcon from '@mui/icons-material/Poll';
import BadgeIcon from '@mui/icons-material/Badge';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import { Title, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Monday 00:00 UTC of this week, as the `from` date of the survey count (`YYYY-MM-DD`). */
export function weekStart(now = new Date()): string {
  const day = (now.getUTCDay() + 6) % 7; // Monday = 0
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

interface Tile {
  resource: string;
  filter?: Record<string, unknown>;
  label: string;
  to: string;
  icon: ComponentType;
}

/** One count: a one-row page of the list, whose `totalItems` is the count. */
function CountCard({ resource, filter, label, to, icon: Icon }: Tile) {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return (
    <Card sx={{ flex: '1 1 220px', minWidth: 220 }}>
      <CardActionArea component={Link} to={to} aria-label={`${translate(label)}: ${translate('app.dashboard.open')}`}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>
            <Icon />
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h4" component="p" data-count={resource}>
              {isPending ? <Skeleton width={48} /> : error ? translate('app.dashboard.load_error') : total ?? 0}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * /admin (SPEC §2 "index"): counts of pending reviews, surveys this week, candidates and products,
 * each linking to its list.
 */
export function Dashboard() {
  const translate = useTranslate();
  const tiles: Tile[] = [
    { resource: 'reviews', filter: { status: 'pending' }, label: 'app.dashboard.pending_reviews', to: '/reviews', icon: RateReviewIcon },
    { resource: 'survey', filter: { from: weekStart() }, label: 'app.dashboard.surveys_week', to: '/survey', icon: PollIcon },
    { resource: 'career-list', label: 'app.dashboard.new_candidates', to: '/career-list', icon: BadgeIcon },
    { resource: 'products', label: 'app.dashboard.products', to: '/products', icon: LocalCafeIcon },
  ];
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('app.dashboard.welcome')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {tiles.map((tile) => (
          <CountCard key={tile.resource} {...tile} />
        ))}
      </Box>
    </Box>
  );
}
