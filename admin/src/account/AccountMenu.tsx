import { forwardRef, type ComponentType } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH, NOTIFICATIONS_PATH } from './paths';

/**
 * A link in the account menu that closes the menu (a menu item for the keyboard and screen readers);
 * made with forwardRef because the user menu gives its items a ref.
 */
function menuLink(name: string, to: string, Icon: ComponentType<{ fontSize: 'small' }>, label: string) {
  const Item = forwardRef<HTMLAnchorElement>(function MenuLink(props, ref) {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    return (
      <MenuItem {...props} ref={ref} component={Link} to={to} onClick={() => userMenu?.onClose()}>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate(label)}</ListItemText>
      </MenuItem>
    );
  });
  Item.displayName = name;
  return Item;
}

/** "Change password". */
const ChangePasswordItem = menuLink('ChangePasswordItem', CHANGE_PASSWORD_PATH, LockResetIcon, 'app.account.menu');

/** "Notifications": which e-mails this administrator receives. */
const NotificationsItem = menuLink('NotificationsItem', NOTIFICATIONS_PATH, NotificationsIcon, 'app.notifications.menu');

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
