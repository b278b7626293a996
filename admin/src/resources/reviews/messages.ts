import { defineMessages } from '../../i18n/en';

/** This resource's messages: `resources.reviews.*` (react-admin's labels) and `app.reviews.*`. */
export const reviewsMessages = defineMessages({
  en: {
    resources: {
      reviews: {
        name: 'Review |||| Reviews',
        fields: {
          author: 'Author',
          email: 'E-mail',
          feedback: 'Feedback',
          status: 'Status',
          createdAt: 'Date',
          productId: 'Product',
          // The moderation flags, as the Activity page and the History tab name them.
          isConfirmed: 'Confirmed',
          isRejected: 'Rejected',
        },
        page: { edit: 'Edit review #%{id}' },
      },
    },
    app: {
      reviews: {
        product_title: 'Reviews: %{name}',
        back_to_products: 'Products',
        pending_only: 'Pending only',
        confirm: 'Confirm',
        reject: 'Reject',
        moderation: 'Moderation',
        deleted_no_moves: 'This review is deleted: revert it in the list before confirming or rejecting it.',
        status: { pending: 'Pending', confirmed: 'Confirmed', rejected: 'Rejected' },
        confirm_done: 'Review confirmed',
        reject_done: 'Review rejected',
        bulk_confirm_done: '%{smart_count} review confirmed |||| %{smart_count} reviews confirmed',
        bulk_reject_done: '%{smart_count} review rejected |||| %{smart_count} reviews rejected',
        confirm_error: 'Could not confirm: %{message}',
        reject_error: 'Could not reject: %{message}',
        method_not_allowed: 'The server does not allow this method (405)',
        update_error: 'An error occurred while updating the review: %{message}',
      },
    },
  },
  az: {
    resources: {
      reviews: {
        name: 'Rəy |||| Rəylər',
        fields: {
          author: 'Müəllif',
          email: 'E-poçt',
          feedback: 'Rəy',
          status: 'Status',
          createdAt: 'Tarix',
          productId: 'Məhsul',
          isConfirmed: 'Təsdiqlənib',
          isRejected: 'Rədd edilib',
        },
        page: { edit: 'Rəyi redaktə et #%{id}' },
      },
    },
    app: {
      reviews: {
        product_title: 'Rəylər: %{name}',
        back_to_products: 'Məhsullar',
        pending_only: 'Yalnız gözləyənlər',
        confirm: 'Təsdiqlə',
        reject: 'Rədd et',
        moderation: 'Moderasiya',
        deleted_no_moves: 'Bu rəy silinib: təsdiqləmək və ya rədd etmək üçün əvvəlcə siyahıda bərpa edin.',
        status: { pending: 'Gözləyir', confirmed: 'Təsdiqlənib', rejected: 'Rədd edilib' },
        confirm_done: 'Rəy təsdiqləndi',
        reject_done: 'Rəy rədd edildi',
        bulk_confirm_done: '%{smart_count} rəy təsdiqləndi',
        bulk_reject_done: '%{smart_count} rəy rədd edildi',
        confirm_error: 'Rəy təsdiqlənərkən xəta baş verdi: %{message}',
        reject_error: 'Rəy rədd edilərkən xəta baş verdi: %{message}',
        method_not_allowed: 'Bu metoda icazə verilmir (405)',
        update_error: 'Rəy yenilənərkən xəta baş verdi: %{message}',
      },
    },
  },
  ru: {
    resources: {
      reviews: {
        name: 'Отзыв |||| Отзывы',
        fields: {
          author: 'Автор',
          email: 'E-mail',
          feedback: 'Отзыв',
          status: 'Статус',
          createdAt: 'Дата',
          productId: 'Продукт',
          isConfirmed: 'Подтверждён',
          isRejected: 'Отклонён',
        },
        page: { edit: 'Редактирование отзыва #%{id}' },
      },
    },
    app: {
      reviews: {
        product_title: 'Отзывы: %{name}',
        back_to_products: 'Продукты',
        pending_only: 'Только ожидающие',
        confirm: 'Подтвердить',
        reject: 'Отклонить',
        moderation: 'Модерация',
        deleted_no_moves: 'Этот отзыв удалён: чтобы подтвердить или отклонить его, сначала восстановите его в списке.',
        status: { pending: 'Ожидает', confirmed: 'Подтверждён', rejected: 'Отклонён' },
        confirm_done: 'Отзыв подтверждён',
        reject_done: 'Отзыв отклонён',
        // Russian plural forms: 1, 2-4, 5+ (polyglot picks by smart_count).
        bulk_confirm_done:
          'Подтверждён %{smart_count} отзыв |||| Подтверждено %{smart_count} отзыва |||| Подтверждено %{smart_count} отзывов',
        bulk_reject_done: 'Отклонён %{smart_count} отзыв |||| Отклонено %{smart_count} отзыва |||| Отклонено %{smart_count} отзывов',
        confirm_error: 'Не удалось подтвердить: %{message}',
        reject_error: 'Не удалось отклонить: %{message}',
        method_not_allowed: 'Сервер не разрешает этот метод (405)',
        update_error: 'Ошибка при обновлении отзыва: %{message}',
      },
    },
  },
});
