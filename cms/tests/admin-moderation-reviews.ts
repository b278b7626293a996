import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MODERATION_MESSAGES } from '@qahve/config';
import { expectFieldError, refused, shared } from './support/moderation';
import type { administrator } from './support/admin';
import { make, tri } from './support/fixtures';
import type { TestServer } from './support/strapi';

const REVIEW = 'api::review.review';
const BASE = '/api/v1/admin/Reviews';

let server: TestServer;
let admin: Awaited<ReturnType<typeof administrator>>;
const ids: Record<string, number> = {};

type State = { isConfirmed: boolean; isRejected: boolean; isDeleted: boolean };
const stored = async (id: number) =>
  (await server.strapi.db.query(REVIEW).findOne({ where: { id } })) as State & { feedback: string; updatedAt: string };
const review = (productId: number, name: string, state: Partial<State> = {}, feedback = `Rəy ${name}`) =>
  make.review(server.strapi, productId, { name, isConfirmed: false, isRejected: false, isDeleted: false, feedback, ...state });

/** Reviews: run by admin-moderation-all.test.ts on its server. */
export function reviewsSuite() {
  describe('Reviews', () => {
    beforeAll(async () => {
      server = shared.server;
      admin = shared.admin;
      const category = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
      ids.product = await make.product(tri('Latte', 'Latte', 'Латте'), category);
      ids.other = await make.product(tri('Mocha', 'Mokko', 'Мокко'), category);
      ids.deletedProduct = await make.product(tri('Gone', 'Silinmiş', 'Удалённый'), category, { isDeleted: true });
      // Product one: 12 reviews in every state; product two: 2.
      for (let i = 0; i < 6; i++) ids[`pending${i}`] = await review(ids.product, `Pending${i}`);
      for (let i = 0; i < 3; i++) ids[`confirmed${i}`] = await review(ids.product, `Confirmed${i}`, { isConfirmed: true });
      for (let i = 0; i < 2; i++) ids[`rejected${i}`] = await review(ids.product, `Rejected${i}`, { isRejected: true });
      ids.deleted = await review(ids.product, 'Deleted', { isConfirmed: true, isDeleted: true });
      ids.otherPending = await review(ids.other, 'Other', {}, 'Special Zəfəran text');
      ids.otherConfirmed = await review(ids.other, 'OtherConfirmed', { isConfirmed: true });
      ids.onDeletedProduct = await review(ids.deletedProduct, 'Orphan');
    });

    describe('GET admin/Reviews/GetAll', () => {
      it('lists a product’s reviews in every state, deleted ones flagged, with the e-mail, ten a page, newest first', async () => {
        const res = await admin().get(`${BASE}/GetAll?productId=${ids.product}&pageNumber=1&pageSize=10&isPaginated=true`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ pageNumber: 1, totalPages: 2, totalItems: 12 });
        expect(res.body.items).toHaveLength(10);
        const page2 = await admin().get(`${BASE}/GetAll?productId=${ids.product}&pageNumber=2&pageSize=10`);
        const all = [...res.body.items, ...page2.body.items];
        expect(all.map((r: { id: number }) => r.id)).toEqual(all.map((r: { id: number }) => r.id).sort((a: number, b: number) => b - a));
        const deleted = all.find((r: { id: number }) => r.id === ids.deleted);
        expect(deleted).toEqual({
          id: ids.deleted,
          productId: ids.product,
          name: 'Deleted',
          surname: 'Məmmədova',
          email: 'aysel@example.az',
          feedback: 'Rəy Deleted',
          isConfirmed: true,
          isRejected: false,
          isDeleted: true,
          status: 'confirmed',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        });
        expect(all.find((r: { id: number }) => r.id === ids.rejected0).status).toBe('rejected');
        expect(all.find((r: { id: number }) => r.id === ids.pending0).status).toBe('pending');
      });

      it('answers every review of the product with isPaginated=false, and every product’s without productId', async () => {
        const whole = await admin().get(`${BASE}/GetAll?productId=${ids.product}&isPaginated=false`);
        expect(whole.body).toMatchObject({ pageNumber: 1, totalPages: 1, totalItems: 12 });
        expect(whole.body.items).toHaveLength(12);
        const everything = await admin().get(`${BASE}/GetAll?isPaginated=false`);
        expect(everything.body.totalItems).toBe(15);
      });

      it('filters by state: pending only, confirmed, rejected, deleted', async () => {
        const idsOf = async (query: string) =>
          ((await admin().get(`${BASE}/GetAll?productId=${ids.product}&isPaginated=false&${query}`)).body.items as Array<{ id: number }>)
            .map((r) => r.id)
            .sort((a, b) => a - b);
        expect(await idsOf('status=pending')).toEqual([0, 1, 2, 3, 4, 5].map((i) => ids[`pending${i}`]));
        expect(await idsOf('status=confirmed')).toEqual([0, 1, 2].map((i) => ids[`confirmed${i}`]));
        expect(await idsOf('status=REJECTED')).toEqual([ids.rejected0, ids.rejected1]);
        expect(await idsOf('status=deleted')).toEqual([ids.deleted]);
        const queue = await admin().get(`${BASE}/GetAll?status=pending&isPaginated=false`);
        expect(queue.body.items.map((r: { id: number }) => r.id)).toContain(ids.otherPending);
      });

      it('searches the author, e-mail and text, and sorts on request', async () => {
        const found = await admin().get(`${BASE}/GetAll?q=special`);
        expect(found.body.items.map((r: { id: number }) => r.id)).toEqual([ids.otherPending]);
        const byName = await admin().get(`${BASE}/GetAll?productId=${ids.other}&sortBy=name&sortOrder=asc`);
        expect(byName.body.items.map((r: { name: string }) => r.name)).toEqual(['Other', 'OtherConfirmed']);
      });

      it('lists the reviews of a deleted product; 404 for a product that does not exist', async () => {
        const res = await admin().get(`${BASE}/GetAll?productId=${ids.deletedProduct}`);
        expect(res.body.items.map((r: { id: number }) => r.id)).toEqual([ids.onDeletedProduct]);
        expectFieldError(await admin().get(`${BASE}/GetAll?productId=999999`), 'productId', 'Product not found', 404);
      });

      it('refuses parameters of the wrong type, naming them', async () => {
        expectFieldError(await admin().get(`${BASE}/GetAll?productId=abc`), 'productId');
        expectFieldError(await admin().get(`${BASE}/GetAll?status=waiting`), 'status');
        expectFieldError(await admin().get(`${BASE}/GetAll?pageSize=0`), 'pageSize');
        expectFieldError(await admin().get(`${BASE}/GetAll?isPaginated=maybe`), 'isPaginated');
        expectFieldError(await admin().get(`${BASE}/GetAll?sortBy=email`), 'sortBy');
      });

      it('is for administrators only', async () => {
        expect((await server.api().get(`${BASE}/GetAll?productId=${ids.product}`)).status).toBe(401);
      });
    });

    describe('the moderation state machine', () => {
      const patch = (action: 'Confirm' | 'Reject', id: number) => admin().patch(`${BASE}/${action}/${action}/${id}`);
      const remove = (id: number) => admin().delete(`${BASE}/Remove/Remove/${id}`);
      const revert = (id: number) => admin().put(`${BASE}/Revert/revert/${id}`);
      const update = (id: number, body: unknown) =>
        admin()
          .put(`${BASE}/Update/Update/${id}`)
          .send(body as object);
      const publicIds = async (productId: number) =>
        (
          (await server.api().get(`/api/v1/client/Reviews?productId=${productId}&isPaginated=false`)).body.items as Array<{ id: number }>
        ).map((r) => r.id);

      it('moves pending -> confirmed -> rejected -> confirmed, confirmed and rejected excluding each other', async () => {
        const id = await review(ids.other, 'Machine');
        expect(await publicIds(ids.other)).not.toContain(id);

        const confirmed = await patch('Confirm', id);
        expect(confirmed.status).toBe(200);
        expect(confirmed.body).toMatchObject({ id, isConfirmed: true, isRejected: false, isDeleted: false, status: 'confirmed' });
        expect(await stored(id)).toMatchObject({ isConfirmed: true, isRejected: false });
        expect(await publicIds(ids.other)).toContain(id);

        const again = await patch('Confirm', id);
        expect(again.status).toBe(200);
        expect(again.body.status).toBe('confirmed');

        const rejected = await patch('Reject', id);
        expect(rejected.body).toMatchObject({ isConfirmed: false, isRejected: true, status: 'rejected' });
        expect(await stored(id)).toMatchObject({ isConfirmed: false, isRejected: true });
        expect(await publicIds(ids.other)).not.toContain(id);

        expect((await patch('Reject', id)).body.status).toBe('rejected');
        const reconfirmed = await patch('Confirm', id);
        expect(reconfirmed.body).toMatchObject({ isConfirmed: true, isRejected: false });
      });

      it('rejects a pending review directly', async () => {
        const id = await review(ids.other, 'Direct');
        const res = await patch('Reject', id);
        expect(res.body).toMatchObject({ isConfirmed: false, isRejected: true, status: 'rejected' });
      });

      it('removes softly, refuses every move but revert on a deleted review with 409, and reverts to the state it had', async () => {
        const id = await review(ids.other, 'Removable', {}, 'Original text');
        await patch('Confirm', id);
        const removed = await remove(id);
        expect(removed.status).toBe(200);
        expect(removed.body).toMatchObject({ id, isDeleted: true, isConfirmed: true });
        expect(await stored(id)).toMatchObject({ isDeleted: true, isConfirmed: true });
        expect(await publicIds(ids.other)).not.toContain(id);

        const before = await stored(id);
        for (const send of [
          () => patch('Confirm', id),
          () => patch('Reject', id),
          () => remove(id),
          () => update(id, { feedback: 'New text' }),
        ]) {
          const res = await send();
          expect(res.status).toBe(409);
          expect(res.body).toEqual({ message: MODERATION_MESSAGES.reviewDeleted });
        }
        expect(await stored(id)).toEqual(before);

        const reverted = await revert(id);
        expect(reverted.status).toBe(200);
        expect(reverted.body).toMatchObject({ id, isDeleted: false, isConfirmed: true, isRejected: false, feedback: 'Original text' });
        expect(await publicIds(ids.other)).toContain(id);
        // Revert of a review that is not deleted changes nothing.
        const twice = await revert(id);
        expect(twice.status).toBe(200);
        expect(twice.body).toMatchObject({ isDeleted: false, isConfirmed: true });
      });

      it('edits the feedback only, trimmed; refuses a blank, too long or non-text feedback, changing nothing', async () => {
        const id = await review(ids.other, 'Editable', {}, 'Before');
        const res = await update(id, { feedback: '  Düzəldilmiş rəy  ', name: 'Hacker', isConfirmed: true });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id, feedback: 'Düzəldilmiş rəy', name: 'Editable', isConfirmed: false });
        expect((await stored(id)).feedback).toBe('Düzəldilmiş rəy');

        expectFieldError(await update(id, { feedback: '   ' }), 'feedback', MODERATION_MESSAGES.feedbackRequired);
        expectFieldError(await update(id, {}), 'feedback', MODERATION_MESSAGES.feedbackRequired);
        expectFieldError(await update(id, { feedback: 42 }), 'feedback', MODERATION_MESSAGES.feedbackRequired);
        expectFieldError(await update(id, { feedback: 'x'.repeat(2001) }), 'feedback', ADMIN_MESSAGES.textTooLong);
        const notObject = await update(id, ['feedback']);
        expect(notObject.status).toBe(400);
        expect((await stored(id)).feedback).toBe('Düzəldilmiş rəy');
      });

      it('answers 404 for unknown ids and 400 naming the id for ids that are not ids', async () => {
        for (const send of [
          () => patch('Confirm', 999999),
          () => patch('Reject', 999999),
          () => remove(999999),
          () => revert(999999),
          () => update(999999, { feedback: 'x' }),
        ]) {
          const res = await send();
          expect(res.status).toBe(404);
          expect(res.body.message).toBe('Review not found');
        }
        expectFieldError(await patch('Confirm', 'abc' as unknown as number), 'id');
        expectFieldError(await remove(-3), 'id');
        expectFieldError(await revert(2 ** 40), 'id');
      });

      it('serves the odd paths of the spec with their methods only', async () => {
        expect((await admin().get(`${BASE}/Confirm/Confirm/${ids.pending0}`)).status).toBeGreaterThanOrEqual(404);
        expect((await stored(ids.pending0)).isConfirmed).toBe(false);
      });
    });

    describe('POST admin/Reviews/Bulk', () => {
      const bulk = (body: unknown) =>
        admin()
          .post(`${BASE}/Bulk`)
          .send(body as object);

      it('confirms, rejects, removes and reverts many reviews at once', async () => {
        const list = [await review(ids.other, 'B1'), await review(ids.other, 'B2'), await review(ids.other, 'B3')];
        const confirmed = await bulk({ action: 'confirm', ids: list });
        expect(confirmed.status).toBe(200);
        expect(confirmed.body.action).toBe('confirm');
        expect(confirmed.body.items.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual(
          list.map((id) => [id, 'confirmed']),
        );

        const rejected = await bulk({ action: 'reject', ids: [list[0], list[1], list[0]] });
        expect(rejected.body.items.map((r: { id: number }) => r.id)).toEqual([list[0], list[1]]);
        expect(await stored(list[0])).toMatchObject({ isConfirmed: false, isRejected: true });
        expect(await stored(list[2])).toMatchObject({ isConfirmed: true, isRejected: false });

        const removed = await bulk({ action: 'remove', ids: list });
        expect(removed.body.items.every((r: { isDeleted: boolean }) => r.isDeleted)).toBe(true);
        const reverted = await bulk({ action: 'revert', ids: list });
        expect(reverted.body.items.every((r: { isDeleted: boolean }) => !r.isDeleted)).toBe(true);
      });

      it('is all or nothing: unknown ids answer 404 naming each, deleted ones 409, and nothing changes', async () => {
        const live = await review(ids.other, 'AllOrNothing');
        const gone = await review(ids.other, 'Gone', { isDeleted: true });
        const before = [await stored(live), await stored(gone)];

        const unknown = await bulk({ action: 'confirm', ids: [live, 999998, 999999] });
        expect(unknown.status).toBe(404);
        expect(unknown.body.message).toBe(`${MODERATION_MESSAGES.reviewsNotFound}: 999998, 999999`);
        expect(unknown.body.errors).toEqual([
          { field: 'ids[1]', message: 'Review 999998 not found' },
          { field: 'ids[2]', message: 'Review 999999 not found' },
        ]);

        const deleted = await bulk({ action: 'reject', ids: [live, gone] });
        expect(deleted.status).toBe(409);
        expect(deleted.body.message).toBe(`${MODERATION_MESSAGES.reviewsDeleted}: ${gone}`);
        expect(deleted.body.errors).toEqual([{ field: 'ids[1]', message: `Review ${gone} is deleted` }]);
        expect([await stored(live), await stored(gone)]).toEqual(before);
      });

      it('refuses a wrong action or id list, naming the field', async () => {
        await refused(server, REVIEW, () => bulk({ action: 'publish', ids: [ids.pending0] }));
        expectFieldError(await bulk({ action: 'publish', ids: [ids.pending0] }), 'action', MODERATION_MESSAGES.actionInvalid);
        expectFieldError(await bulk({ action: 'confirm', ids: [] }), 'ids', MODERATION_MESSAGES.idsRequired);
        expectFieldError(await bulk({ action: 'confirm', ids: 'all' }), 'ids', MODERATION_MESSAGES.idsRequired);
        expectFieldError(await bulk({ action: 'confirm', ids: [ids.pending0, 'x'] }), 'ids[1]');
        expectFieldError(await bulk({ action: 'confirm', ids: Array.from({ length: 101 }, (_, i) => i + 1) }), 'ids');
        // A form-encoded string: the route takes JSON only.
        expect((await bulk('confirm')).status).toBe(415);
        expect((await stored(ids.pending0)).isConfirmed).toBe(false);
      });
    });
  });
}
