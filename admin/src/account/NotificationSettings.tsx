import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  Switch,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import { type HttpError, Title, useLocaleState, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { useEffect, useState } from 'react';
import { NOTIFICATION_KINDS, type LanguageCode, type NotificationKind, type NotificationSettings as Settings } from '@qahve/config';
import { request } from '../api/http';

type Choices = Record<NotificationKind, boolean>;

const pick = (settings: Settings): Choices => ({
  newCandidate: settings.newCandidate,
  pendingReview: settings.pendingReview,
  dailyDigest: settings.dailyDigest,
});

/**
 * The signed-in administrator's e-mail notifications (GET/PUT Notifications/Settings): a new CV, a
 * review waiting for moderation, the daily digest. Their e-mails come in the language stored with
 * the settings, which saving sets to the console's language. While the server has no SMTP server configured, the page says that nothing is
 * sent (the choices are still kept, for when it is).
 */
export default function NotificationSettings() {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [locale] = useLocaleState();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    request<Settings>('Notifications/Settings').then(
      ({ json }) => {
        if (!live) return;
        setSettings(json);
        setChoices(pick(json));
      },
      async (error: HttpError) => {
        if (!live) return;
        if (error.status === 401 || error.status === 403) await logoutIfAccessDenied(error);
        else setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [logoutIfAccessDenied]);

  const save = async () => {
    if (!choices) return;
    setSaving(true);
    try {
      const { json } = await request<Settings>('Notifications/Settings', {
        method: 'PUT',
        body: { ...choices, language: locale as LanguageCode },
      });
      setSettings(json);
      setChoices(pick(json));
      notify('app.notifications.saved', { type: 'success' });
    } catch (error) {
      const status = (error as HttpError).status;
      if (status === 401 || status === 403) await logoutIfAccessDenied(error);
      else notify('app.notifications.save_error', { type: 'error', messageArgs: { message: (error as HttpError).message } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="notifications-heading" sx={{ maxWidth: 640, mt: { xs: 1, sm: 2 } }}>
      <Title title="app.notifications.title" />
      <Card>
        <CardContent>
          <Typography id="notifications-heading" component="h2" variant="h6" gutterBottom>
            {translate('app.notifications.title')}
          </Typography>
          {failed && <Alert severity="error">{translate('app.notifications.load_error')}</Alert>}
          {!failed && !settings && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
          {settings && choices && (
            <>
              {!settings.enabled && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {translate('app.notifications.off')}
                </Alert>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('app.notifications.intro', { email: settings.email })}
              </Typography>
              <FormGroup>
                {NOTIFICATION_KINDS.map((kind) => (
                  <FormControlLabel
                    key={kind}
                    control={
                      <Switch checked={choices[kind]} onChange={(event) => setChoices({ ...choices, [kind]: event.target.checked })} />
                    }
                    label={translate(`app.notifications.kinds.${kind}`)}
                  />
                ))}
              </FormGroup>
              {/* The stored language is what mails use until the next save, whatever the console shows now. */}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('app.notifications.language', { language: translate(`app.notifications.languages.${settings.language}`) })}
              </Typography>
              {settings.language !== locale && (
                <Typography variant="body2" color="text.secondary">
                  {translate('app.notifications.language_on_save', { language: translate(`app.notifications.languages.${locale}`) })}
                </Typography>
              )}
            </>
          )}
        </CardContent>
        {settings && choices && (
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button variant="contained" startIcon={<NotificationsIcon />} onClick={save} disabled={saving}>
              {translate('app.notifications.save')}
            </Button>
          </CardActions>
        )}
      </Card>
    </Box>
  );
}
