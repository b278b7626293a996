/**
 * The console's messages in English that belong to no one resource (the frame, the shared pieces,
 * the dashboard); each resource keeps its own beside it (`defineMessages` below). az.ts and ru.ts
 * have the same keys (the type checks it).
 */
export const en = {
  app: {
    title: 'Admin',
    console: 'Qahve Evi Console',
    languages: { en: 'English', az: 'Azərbaycanca', ru: 'Русский', label: 'Language' },
    auth: {
      login_failed: 'Login failed! Please check your credentials.',
      title: 'Sign in to the console',
    },
    common: {
      actions: 'Actions',
      empty: 'Empty',
      no_image: 'No image',
      unnamed: 'Unnamed',
      no_name: 'No name',
      missing_translation: 'Missing: %{languages}',
      missing_translation_title: 'This record has no text in %{languages}',
      deleted: 'Deleted',
      revert: 'Revert',
      reviews: 'Reviews',
      delete_title: 'Delete %{name} "%{title}"?',
      delete_content: 'It is marked as deleted and hidden from the site; Revert brings it back.',
      revert_title: 'Revert %{name} "%{title}"?',
      revert_content: 'It is shown on the site again.',
      deleted_done: 'Deleted',
      reverted_done: 'Reverted',
      delete_error: 'Could not delete: %{message}',
      revert_error: 'Could not revert: %{message}',
      not_found: '%{name} not found (check the backend endpoint)',
      uploading: 'Uploading… %{percent}%',
      current_image: 'Current image',
      current_images: 'Current photos',
      remove_photo: 'Remove photo %{index}',
      keep_photo: 'Keep photo %{index}',
      photo: 'Photo %{index}',
      more_photos: '+%{count}',
      search: 'Search',
      exactly_three: 'One entry per language (English, Azerbaijani, Russian)',
      yes: 'Yes',
      no: 'No',
      none: '— none —',
      top_level: '— top level —',
      updated: 'Saved',
      save_error: 'Could not save: %{message}',
      at_least_one_photo: 'A branch keeps at least one photo',
      sort_cycle: 'Sort by category: %{state}',
      sort_none: 'off',
    },
    account: {
      menu: 'Change password',
      title: 'Change password',
      intro: 'After the change, every other session of your account ends: other browsers and devices must sign in again.',
      current_password: 'Current password',
      new_password: 'New password',
      confirm_password: 'Repeat the new password',
      rules: 'At least %{min} characters, with a lowercase and an uppercase letter and a digit',
      submit: 'Change password',
      changed: 'Password changed. Other sessions have been signed out.',
      error: 'Could not change the password: %{message}',
    },
    unsaved: {
      title: 'Discard your changes?',
      content: 'What you typed here has not been saved. If you leave now, it is lost.',
      keep: 'Keep editing',
      discard: 'Discard changes',
    },
    history: {
      tab_edit: 'Edit',
      tab_history: 'History',
      empty: 'No change recorded yet',
      load_error: 'Could not load the history',
      older: 'Show older',
      by: 'by %{user}',
      system: 'the system',
      field: 'Field',
      language: 'Language',
      before: 'Before',
      after: 'After',
      no_changes: 'No field changed',
      restore: 'Restore this version',
      restore_title: 'Restore this version?',
      restore_content: 'The record goes back to how it was right after this change. The restore is recorded too.',
      restored: 'Version restored',
      restore_error: 'Could not restore this version: %{message}',
      actions: {
        create: 'Created',
        update: 'Edited',
        delete: 'Deleted',
        revert: 'Reverted',
        restore: 'Restored',
        confirm: 'Confirmed',
        reject: 'Rejected',
        favourite: 'Favourite toggled',
        erase: 'Erased',
        login: 'Signed in',
        logout: 'Signed out',
        password: 'Password changed',
      },
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Qahve Evi back office',
      pending_reviews: 'Pending reviews',
      surveys_week: 'Surveys this week',
      new_candidates: 'Candidates',
      products: 'Products',
      open: 'Open the list',
      load_error: 'Could not load',
    },
  },
};

type Deep<T> = { [K in keyof T]: T[K] extends string ? string : Deep<T[K]> };
export type AppMessages = Deep<typeof en>;

/**
 * A resource's messages, kept beside its screens (`resources/<name>/messages.ts`) and given to
 * `defineResource`: `resources.<name>.*` follows react-admin's convention (menu label, field labels,
 * page titles; `page.edit` titles the edit modal) and `app.<name>.*` holds the rest (`created`,
 * `create_error`, `update_error`: the texts of SPEC §8, the spec's own in Azerbaijani). The English
 * tree sets the keys, and the Azerbaijani and Russian ones must have the same (the type checks it).
 */
export function defineMessages<T extends object>(messages: { en: T; az: Deep<T>; ru: Deep<T> }) {
  return messages;
}
