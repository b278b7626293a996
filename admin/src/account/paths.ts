/** The path of the "change my password" screen, under /admin; the account menu leads to it. */
export const CHANGE_PASSWORD_PATH = '/password';
/** The signed-in administrator's e-mail notifications; the account menu leads to it. */
export const NOTIFICATIONS_PATH = '/notifications';
