import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  Form,
  type HttpError,
  PasswordInput,
  SaveButton,
  Title,
  Toolbar,
  useLocaleState,
  useLogoutIfAccessDenied,
  useNotify,
  useTranslate,
} from 'react-admin';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useRef, useState } from 'react';
import { languageIdOf, passwordMessage, passwordProblem, PASSWORD_RULES, type LanguageCode, type LoginResponse } from '@qahve/config';
import { request } from '../api/http';
import { saveTokens } from '../api/session';

interface Values {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * The signed-in administrator's own password (POST Identity/Password). The rules and their messages
 * are the server's (config/src/passwords.ts), checked here before sending; the server's answer (a
 * wrong current password, a rule) lands on its field. On success the server has ended every other
 * session of this user and answered a fresh pair for this one, which is stored so the console goes on.
 */
export default function ChangePassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [locale] = useLocaleState();
  const language = locale as LanguageCode;
  const [generation, setGeneration] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const validate = (values: Values) => {
    const errors: Record<string, string> = {};
    if (!values.currentPassword) errors.currentPassword = passwordMessage(language, 'currentPasswordRequired');
    if (!values.newPassword) errors.newPassword = passwordMessage(language, 'newPasswordRequired');
    else {
      const problem = passwordProblem(values.newPassword, language);
      if (problem) errors.newPassword = problem;
      else if (values.newPassword === values.currentPassword) errors.newPassword = passwordMessage(language, 'passwordUnchanged');
    }
    if (!values.confirmPassword) errors.confirmPassword = passwordMessage(language, 'passwordConfirmationRequired');
    else if (values.newPassword && values.confirmPassword !== values.newPassword)
      errors.confirmPassword = passwordMessage(language, 'passwordsDiffer');
    return errors;
  };

  const submit = async (values: Values) => {
    try {
      const { json } = await request<LoginResponse>('Identity/Password', {
        method: 'POST',
        // The server answers its messages in the console's language.
        query: { languageId: languageIdOf(language) },
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      saveTokens({ accessToken: json.accessToken, refreshToken: json.refreshToken });
      notify('app.account.changed', { type: 'success' });
      setGeneration((g) => g + 1);
      // The button that had the focus is replaced with the form: keep the keyboard user's place.
      heading.current?.focus();
      return undefined;
    } catch (error) {
      const status = (error as HttpError).status;
      if (status === 401 || status === 403) {
        await logoutIfAccessDenied(error);
        return undefined;
      }
      const body = (error as HttpError).body as { errors?: Array<{ field: string; message: string }> } | undefined;
      const fieldErrors = Object.fromEntries(
        (body?.errors ?? [])
          .filter(({ field }) => field === 'currentPassword' || field === 'newPassword')
          .map(({ field, message }) => [field, message]),
      );
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      const message = (error as HttpError).message;
      // 429 carries the server's own text (with the wait), already in the console's language.
      if (status === 429) notify(message, { type: 'error' });
      else notify('app.account.error', { type: 'error', messageArgs: { message: translate(message, { _: message }) } });
      return undefined;
    }
  };

  return (
    <Box component="section" aria-labelledby="change-password-heading" sx={{ maxWidth: 560, mt: { xs: 1, sm: 2 } }}>
      <Title title="app.account.title" />
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography
            id="change-password-heading"
            ref={heading}
            tabIndex={-1}
            component="h2"
            variant="h6"
            gutterBottom
            sx={{ outline: 'none' }}
          >
            {translate('app.account.title')}
          </Typography>
          <Typography id="change-password-intro" variant="body2" color="text.secondary">
            {translate('app.account.intro')}
          </Typography>
        </CardContent>
        {/* A new form after each change: the passwords typed stay nowhere on the page. */}
        <Form
          key={generation}
          validate={validate}
          onSubmit={submit}
          mode="onBlur"
          reValidateMode="onChange"
          noValidate
          aria-describedby="change-password-intro"
        >
          <CardContent sx={{ display: 'flex', flexDirection: 'column', pb: 0 }}>
            <PasswordInput source="currentPassword" label="app.account.current_password" autoComplete="current-password" fullWidth />
            <PasswordInput
              source="newPassword"
              label="app.account.new_password"
              autoComplete="new-password"
              helperText={translate('app.account.rules', { min: PASSWORD_RULES.minLength })}
              fullWidth
            />
            <PasswordInput source="confirmPassword" label="app.account.confirm_password" autoComplete="new-password" fullWidth />
          </CardContent>
          <Toolbar>
            <SaveButton label="app.account.submit" alwaysEnable icon={<LockResetIcon />} />
          </Toolbar>
        </Form>
      </Card>
    </Box>
  );
}
