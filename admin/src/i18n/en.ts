/**
 * The console's own messages in English. az.ts and ru.ts have the same keys (the type checks it).
 * `resources.<name>` follows react-admin's convention (menu label, field labels, page titles);
 * `app.*` holds the rest. The texts of SPEC §8 are the spec's own in Azerbaijani (the default language).
 */
export const en = {
  resources: {
    products: {
      name: 'Product |||| Products',
      fields: {
        primaryImageUrl: 'First image',
        secondaryImageUrl: 'Second image',
        name: 'Name',
        sizeAndPrice: 'Size and price',
        categoryId: 'Category',
        categoryName: 'Category',
        order: 'Order',
        isMenuItem: 'Menu item',
        woltLink: 'Wolt link',
        primaryImageFile: 'First image',
        secondaryImageFile: 'Second image',
        productDictionaries: 'Names and descriptions',
        description: 'Description',
      },
      page: { create: 'Product Create', edit: 'Edit product #%{id}' },
    },
    categories: {
      name: 'Category |||| Categories',
      fields: {
        name: 'Name',
        parentCategoryId: 'Parent category',
        categoryDictionaries: 'Names',
      },
      page: { create: 'Category Create', edit: 'Edit category #%{id}' },
    },
    homeproducts: {
      name: 'Home product |||| Home products',
      fields: {
        imageUrl: 'Image',
        imageFile: 'Image',
        name: 'Name',
        title: 'Title',
        description: 'Description',
        price: 'Price',
        order: 'Order',
        productDictionaries: 'Names',
      },
      page: { create: 'Home Product Create', edit: 'Edit home product #%{id}' },
    },
    carousels: {
      name: 'Carousel |||| Carousels',
      fields: {
        imageUrl: 'Image',
        imageFile: 'Image',
        content: 'Content',
        order: 'Order',
        carouselDictionaries: 'Contents',
      },
      page: { create: 'Carousel Create', edit: 'Edit slide #%{id}' },
    },
    branches: {
      name: 'Branch |||| Branches',
      fields: {
        branchImages: 'Photos',
        imageFiles: 'Photos',
        newImages: 'New photos',
        name: 'Name',
        branchDictionaries: 'Names',
      },
      page: { create: 'Branch Create', edit: 'Edit branch #%{id}' },
    },
    contactsources: {
      name: 'Contact source |||| Contact sources',
      fields: {
        name: 'Name',
        contactSourceDictionaries: 'Names',
      },
      page: { create: 'Contact Source Create', edit: 'Edit contact source #%{id}' },
    },
  },
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
    products: {
      created: 'Product added successfully!',
      create_error: 'An error occurred while adding the product!',
      update_error: 'An error occurred while updating the product: %{message}',
      menu_item_yes: 'Yes (menu item)',
      menu_item_no: 'No',
      size_price_hint: 'For example "M / 8.5" or "250 g / 24, 1 kg / 82": size words show in the page’s language',
      size_words_unknown: 'Shown in English on every page (not in the size vocabulary): %{words}',
      wolt_hint: 'Optional link to the product on Wolt',
    },
    categories: {
      created: 'Category added successfully!',
      create_error: 'An error occurred while adding the category!',
      update_error: 'An error occurred while updating the category: %{message}',
    },
    homeproducts: {
      created: 'Home product added successfully!',
      create_error: 'Error adding home product!',
      update_error: 'Error updating home product: %{message}',
    },
    carousels: {
      created: 'Slide added successfully!',
      create_error: 'An error occurred while adding the slide!',
      update_error: 'An error occurred while updating the slide: %{message}',
    },
    branches: {
      created: 'Branch added successfully!',
      create_error: 'Network error: the connection to the server was lost!',
      update_error: 'An error occurred while updating the branch: %{message}',
    },
    contactsources: {
      created: 'Contact source added successfully!',
      create_error: 'An error occurred while adding the contact source!',
      update_error: 'An error occurred while updating the contact source: %{message}',
    },
  },
};

type Deep<T> = { [K in keyof T]: T[K] extends string ? string : Deep<T[K]> };
export type AppMessages = Deep<typeof en>;

/**
 * Messages kept beside a resource's screens (`resources/<name>/messages.ts`): the English tree
 * sets the keys, and the Azerbaijani and Russian ones must have the same (the type checks it).
 */
export function defineMessages<T extends object>(messages: { en: T; az: Deep<T>; ru: Deep<T> }) {
  return messages;
}
