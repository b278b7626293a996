import { SCHEDULE_MESSAGES, scheduleCreateSchema, scheduleListQuerySchema, scheduleUpdateSchema } from '@qahve/config';
import type { Context } from 'koa';
import { validate } from '../../../lib/http/api-error';
import { actorOf } from '../../../lib/history/scope';
import { listQuery } from '../../../lib/http/list-query';
import { pathId } from '../../../lib/http/path-id';
import { cancelSchedule, createSchedule, findSchedule, listSchedules, rescheduleSchedule } from '../../../lib/schedules';

/** Scheduled publishing: the list, one schedule, and a pending one's creation, new time and cancellation. */
export default {
  async find(ctx: Context) {
    ctx.body = await listSchedules(listQuery(ctx, { schema: scheduleListQuerySchema }));
  },

  async findOne(ctx: Context) {
    ctx.body = await findSchedule(pathId(ctx));
  },

  async create(ctx: Context) {
    const id = await createSchedule(validate(scheduleCreateSchema, ctx.request.body), actorOf(ctx));
    ctx.status = 201;
    ctx.body = { id, message: SCHEDULE_MESSAGES.created };
  },

  async update(ctx: Context) {
    ctx.body = await rescheduleSchedule(pathId(ctx), validate(scheduleUpdateSchema, ctx.request.body));
  },

  async cancel(ctx: Context) {
    ctx.body = await cancelSchedule(pathId(ctx));
  },
};
