import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH, NOTIFICATIONS_PATH } from './paths';

/** "Change password" in the account menu: a link (a menu item for the keyboard and screen readers). */
const ChangePasswordItem = forwardRef<HTMLAnchorElement>(function ChangePasswordItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} ref={ref} component={Link} to={CHANGE_PASSWORD_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.account.menu')}</ListItemText>
    </MenuItem>
  );
});

/** "Notifications": which e-mails this administrator receives. */
const NotificationsItem = forwardRef<HTMLAnchorElement>(function NotificationsItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} ref={ref} component={Link} to={NOTIFICATIONS_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <NotificationsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.notifications.menu')}</ListItemText>
    </MenuItem>
  );
});

/** The app bar's account menu: change password, notifications, then logout. */
export function AccountMenu() {
  return (
    <UserMenu>
      <ChangePasswordItem />
      <NotificationsItem />
      <Logout />
    </UserMenu>
  );
}
