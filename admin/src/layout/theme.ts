import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The sidebar's dark background. */
export const SIDEBAR_BG = '#1f1a17';
export const SIDEBAR_TEXT = '#f4ede4';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#6b3f24' },
    secondary: { main: '#3b2418' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    background: { default: '#f6f3ef' },
  },
  shape: { borderRadius: 6 },
  sidebar: { width: 252, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    // On a phone, room under a list for the floating Create button (bottom 60 px, 56 px high), so
    // that the last row's actions and the pager never sit beneath it.
    RaList: {
      styleOverrides: {
        root: { '@media (max-width: 599.95px)': { paddingBottom: 128 } },
      },
    },
    RaDataTable: {
      styleOverrides: {
        root: {
          '& .RaDataTable-headerCell': { fontWeight: 700 },
          '& td': { verticalAlign: 'middle' },
        },
      },
    },
  },
};
