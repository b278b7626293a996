import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  AppBar,
  Layout as RaLayout,
  LocalesMenuButton,
  Menu,
  Notification,
  Sidebar,
  TitlePortal,
  useSidebarState,
  useTranslate,
  type SidebarProps,
} from 'react-admin';
import { NOTIFICATION_MS } from '@qahve/config';
import { AccountMenu } from '../account/AccountMenu';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';
import type { ConsoleResource } from '../common/resource';
import { SIDEBAR_BG, SIDEBAR_TEXT } from './theme';

/**
 * The console's frame: a dark sidebar titled "Admin" with one entry per resource (and its
 * other pages), the app bar with the page title, the language switcher and the account menu (change
 * password, logout),
 * and the content area.
 */

function DarkSidebar(props: SidebarProps) {
  return (
    <Sidebar
      {...props}
      sx={{
        bgcolor: SIDEBAR_BG,
        color: SIDEBAR_TEXT,
        height: 'auto',
        alignSelf: 'stretch',
        '& .RaSidebar-fixed': { bgcolor: SIDEBAR_BG },
        '& .MuiDrawer-paper': { bgcolor: SIDEBAR_BG, color: SIDEBAR_TEXT },
      }}
    />
  );
}

/** What the menu needs of a resource: its name, whether it has a list, and its other pages. */
export type MenuResource = Pick<ConsoleResource, 'name' | 'list' | 'menu'>;

function AppMenu({ resources }: { resources: readonly MenuResource[] }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Box component="nav" aria-label={translate('app.title')}>
      <Typography
        component="div"
        sx={{
          px: 2,
          py: 1.5,
          fontWeight: 700,
          fontSize: open ? 20 : 14,
          letterSpacing: 1,
          color: SIDEBAR_TEXT,
          borderBottom: '1px solid rgba(255,255,255,0.12)',
        }}
      >
        {translate('app.title')}
      </Typography>
      <Menu
        sx={{
          mt: 1,
          '& .RaMenuItemLink-root, & .MuiMenuItem-root': { color: 'rgba(244,237,228,0.85)' },
          '& .RaMenuItemLink-icon, & .MuiListItemIcon-root': { color: 'rgba(244,237,228,0.85)' },
          '& .MuiMenuItem-root.RaMenuItemLink-active': { color: '#fff', bgcolor: 'rgba(255,255,255,0.14)', fontWeight: 700 },
          '& .MuiMenuItem-root.RaMenuItemLink-active .MuiListItemIcon-root': { color: '#fff' },
          '& .MuiMenuItem-root:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
        }}
      >
        <Menu.DashboardItem />
        {resources
          .filter((resource) => resource.list)
          .map(({ name, menu }) => (
            <Fragment key={name}>
              <Menu.ResourceItem name={name} />
              {menu?.map(({ to, label, icon: Icon }) => (
                <Menu.Item key={to} to={to} primaryText={translate(label)} leftIcon={<Icon />} />
              ))}
            </Fragment>
          ))}
      </Menu>
    </Box>
  );
}

function AppAppBar() {
  return (
    <AppBar
      toolbar={
        // On a phone, only the icons: the page title needs the room (the name stays for screen readers).
        <Box sx={{ '& .MuiButton-root': { fontSize: { xs: 0, sm: 'inherit' }, minWidth: { xs: 0, sm: 64 } } }}>
          <LocalesMenuButton />
        </Box>
      }
      userMenu={<AccountMenu />}
      sx={{ bgcolor: '#3b2418' }}
    >
      {/* The page title is the page's heading. */}
      <TitlePortal component="h1" />
    </AppBar>
  );
}

/**
 * Notifications for 3 s; success green, error red. At the bottom centre, not the top right
 * of the spec, where they covered the language selector and the account menu; on a phone they rise
 * above a form's Save bar fixed to the bottom, and keep beside the floating Create button.
 */
export function AppNotification() {
  return (
    <Notification
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={NOTIFICATION_MS}
      sx={(theme) => ({
        '& .RaNotification-success': { bgcolor: 'success.main', color: '#fff' },
        '& .RaNotification-error': { bgcolor: 'error.main', color: '#fff' },
        [theme.breakpoints.down('sm')]: {
          'body:has(.RaToolbar-mobileToolbar) &': { bottom: 84 },
          // Beside the floating Create button (right 20, 56 px wide), not over the list above it.
          'body:has(.RaCreateButton-floating) &': { right: 84 },
        },
      })}
    />
  );
}

/**
 * The frame, with one menu entry per resource of `resources`, in their order. App.tsx gives them:
 * the layout is a layer below the resources and imports none. Call it once, at module level: each
 * call makes new components, which React would mount afresh.
 */
export function createLayout(resources: readonly MenuResource[]) {
  const ResourceMenu = () => <AppMenu resources={resources} />;
  return function Layout({ children }: { children: ReactNode }) {
    useDocumentLanguage();
    return (
      <RaLayout sidebar={DarkSidebar} menu={ResourceMenu} appBar={AppAppBar}>
        {children}
      </RaLayout>
    );
  };
}
