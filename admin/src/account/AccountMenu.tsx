import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH } from './paths';

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

/** The app bar's account menu: change password, then logout. */
export function AccountMenu() {
  return (
    <UserMenu>
      <ChangePasswordItem />
      <Logout />
    </UserMenu>
  );
}
