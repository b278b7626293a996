import { Box, Typography } from '@mui/material';
import { LocalesMenuButton, Login, LoginForm, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { ADMIN_MESSAGES } from '@qahve/config';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';

/**
 * /admin/login: e-mail and password, both required with their validation messages. The auth
 * provider's login rejects with the spec's failure text, which the form shows as a notification.
 */
export function LoginPage() {
  const translate = useTranslate();
  useDocumentLanguage();
  return (
    <Box component="main">
      <Login
        sx={{
          backgroundImage: 'radial-gradient(circle at 50% 14em, #6b3f24 0%, #2b1d14 60%, #1f1a17 100%)',
          '& .RaLogin-card': { minWidth: 320, maxWidth: 360 },
        }}
      >
        <Box sx={{ position: 'fixed', top: 8, right: 8, color: '#fff' }}>
          <LocalesMenuButton />
        </Box>
        <Typography component="h1" variant="h6" align="center" sx={{ mt: 1, px: 2 }}>
          {translate('app.auth.title')}
        </Typography>
        <LoginForm>
          <TextInput
            autoFocus
            source="email"
            type="email"
            label={translate('ra.auth.email')}
            autoComplete="username"
            validate={required(ADMIN_MESSAGES.emailRequired)}
          />
          <PasswordInput
            source="password"
            label={translate('ra.auth.password')}
            autoComplete="current-password"
            validate={required(ADMIN_MESSAGES.passwordRequired)}
          />
        </LoginForm>
      </Login>
    </Box>
  );
}
