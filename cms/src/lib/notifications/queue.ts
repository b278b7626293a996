import os from 'node:os';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { NotificationKind } from '@qahve/config';
import { candidateFacts, dayOf, digestFacts, reviewFacts } from './facts';
import { candidateMail, digestMail, mailHtml, reviewMail, type Mail } from './messages';
import { publicOrigin } from '../site/site-pages';
import { recipientsOf, type Recipient } from './preferences';
import { queueSettings, smtpSettings, type QueueSettings } from './settings';
import { EVENTS, MAILS } from './tables';
import { OutboxWorker, retryDelay } from '../jobs/outbox/worker';

// knex's where-callbacks return the query builder, a thenable knex itself never awaits.
/* eslint-disable @typescript-eslint/no-misused-promises */

/**
 * The notifications' queue, in the database, worked by every process of the application
 * (docs/notifications.md):
 *
 * 1. The visitor's request writes one event row (a CV, a review) and nothing else: no SMTP, no
 *    lookup of recipients, so a mail server that is down or hangs costs the visitor nothing.
 * 2. A process makes each event into one mail row per recipient who chose it (unique per event and
 *    recipient, so two processes doing it at once make each mail once), then marks it expanded.
 * 3. A process claims a due mail with one conditional UPDATE (status and due time, or a lapsed
 *    claim, in its WHERE): of several processes exactly one changes the row, and only it sends.
 *    Sent, the row is marked sent; failed, it is due again after a doubling wait (30 s, 1 min,
 *    2 min, ... up to an hour by default) until it has failed NOTIFICATIONS_MAX_ATTEMPTS times.
 *
 * The loop, the claim and the doubling wait are the shared outbox worker's (lib/jobs/outbox/worker.ts).
 *
 * A sent mail is never sent again: a restart reads the rows, not a memory. A stop waits for the
 * sends under way (each bounded by SMTP_TIMEOUT). Only a process killed between the server taking a
 * mail and the row being marked can leave a claim that lapses and is sent once more, with the same
 * Message-ID (which mail systems use to drop the copy).
 */

type Payload = { candidateId: number } | { reviewId: number } | { day: string };

interface EventRow {
  id: number;
  kind: NotificationKind;
  payload: string;
}

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  message_id: string;
  attempts: number;
}

const HOST = os.hostname();
/** One tick's share of work, so that a long queue never holds a tick (and a stop) for long. */
const BATCH = 20;
/** Sent and given-up mails and their events are kept this long (for the log), then removed. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

let worker: Worker | null = null;

/**
 * Queues an event from a visitor's request: one INSERT, in the request's transaction if it has one
 * (so a review and its notification are stored together or not at all). Nothing when notifications
 * are off. The process's worker is woken once the write is committed.
 */
export async function queueNotification(kind: 'newCandidate' | 'pendingReview', payload: Payload) {
  if (!smtpSettings()) return;
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    await strapi.db
      .connection(EVENTS)
      .transacting(trx)
      .insert({ kind, payload: JSON.stringify(payload), expanded: false, created_at: Date.now() });
    onCommit(() => worker?.wake());
  });
}

/**
 * A mail done with (sent or given up) keeps no text: its subject and body name candidates and
 * quote reviews, personal data that the console's erasure and retention would otherwise miss.
 */
const FORGET = { subject: '', body: '' };

/** Subjects come partly from what visitors typed: one line, whatever they put in it. */
const oneLine = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').slice(0, 400);

/** A mail that may be claimed at `now`: queued and due, or being sent under a lapsed claim. */
const claimable = (now: number) => (q: Knex.QueryBuilder) =>
  q
    .where((w) => w.where({ status: 'queued' }).andWhere('next_attempt_at', '<=', now))
    .orWhere((w) => w.where({ status: 'sending' }).andWhere('claimed_until', '<', now));

class Worker extends OutboxWorker {
  private lastPrune = 0;
  private digestQueued: string | null = null;

  constructor(
    strapi: Core.Strapi,
    private readonly settings: QueueSettings,
    private readonly administratorRole: string,
  ) {
    super(strapi, 'Notifications', settings.intervalMs);
  }

  protected async work(now = Date.now()) {
    await this.queueDigest(now);
    await this.expand();
    await this.sendDue();
    if (now - this.lastPrune > HOUR_MS) {
      this.lastPrune = now;
      await this.prune(now);
    }
    return false;
  }

  /** From the digest hour on, the day before's digest, once: its key is unique, the first process's insert wins. */
  async queueDigest(now: number) {
    if (new Date(now).getUTCHours() < this.settings.digestHourUtc) return;
    const day = dayOf(now - 24 * HOUR_MS);
    // This process has seen to it already: no statement per tick for the rest of the day.
    if (day === this.digestQueued) return;
    await this.queueDigestOf(day);
    this.digestQueued = day;
  }

  async queueDigestOf(day: string) {
    await this.strapi.db
      .connection(EVENTS)
      .insert({
        kind: 'dailyDigest',
        payload: JSON.stringify({ day }),
        dedupe_key: `digest:${day}`,
        expanded: false,
        created_at: Date.now(),
      })
      .onConflict('dedupe_key')
      .ignore();
  }

  private async expand() {
    const events = (await this.strapi.db.connection(EVENTS).where({ expanded: false }).orderBy('id').limit(BATCH)) as EventRow[];
    for (const event of events) {
      if (this.stopped) return;
      try {
        const recipients = await recipientsOf(event.kind, this.administratorRole);
        const mails = recipients.length > 0 ? await this.compose(event, recipients) : [];
        if (mails.length > 0) {
          // A second process expanding the same event inserts nothing new (unique event and recipient).
          await this.strapi.db.connection(MAILS).insert(mails).onConflict(['event_id', 'user_id']).ignore();
        }
        await this.strapi.db.connection(EVENTS).where({ id: event.id }).update({ expanded: true });
      } catch (error) {
        // One event that cannot be made into mails now holds up none of the others; it is tried again next tick.
        this.strapi.log.warn(`Notifications: event ${event.id} (${event.kind}) not made into mails yet (${(error as Error).message})`);
      }
    }
  }

  private async compose(event: EventRow, recipients: Recipient[]) {
    const payload = JSON.parse(event.payload) as Record<string, unknown>;
    let make: (recipient: Recipient) => Mail;
    if (event.kind === 'newCandidate') {
      const facts = await candidateFacts(Number(payload.candidateId));
      make = (r) => candidateMail(r.language, facts);
    } else if (event.kind === 'pendingReview') {
      const facts = await reviewFacts(Number(payload.reviewId));
      make = (r) => reviewMail(r.language, facts);
    } else {
      const facts = await digestFacts(String(payload.day));
      make = (r) => digestMail(r.language, facts);
    }
    const now = Date.now();
    const domain = smtpSettings()?.from.match(/@([^>\s]+)/)?.[1] ?? HOST;
    return recipients.map((recipient) => {
      const mail = make(recipient);
      return {
        event_id: event.id,
        user_id: recipient.userId,
        kind: event.kind,
        recipient: recipient.email,
        subject: oneLine(mail.subject),
        body: mail.body,
        message_id: `<qahve-${event.id}-${recipient.userId}@${domain}>`,
        status: 'queued',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      };
    });
  }

  /** One claim per mail, made just before its send: its lease runs from there. */
  private async sendDue() {
    const due = (await this.strapi.db.connection(MAILS).select('id').where(claimable(Date.now())).orderBy('id').limit(BATCH)) as Array<{
      id: number;
    }>;
    for (const { id } of due) {
      if (this.stopped) return;
      const { token, rows } = await this.claim<MailRow>(MAILS, [id], claimable(Date.now()), {
        leaseMs: this.settings.leaseMs,
        set: { status: 'sending' },
      });
      if (rows.length === 1) await this.send(rows[0], token);
    }
  }

  private async send(mail: MailRow, token: string) {
    const mine = () => this.strapi.db.connection(MAILS).where({ id: mail.id, claimed_by: token, status: 'sending' });
    try {
      await this.strapi
        .plugin('email')
        .service('email')
        .send({
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          // Without its own, the provider would send the text as HTML, where a visitor's `<a>` would be a link.
          html: mailHtml(mail.body, publicOrigin(this.strapi)),
          messageId: mail.message_id,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      await mine().update({ status: 'sent', sent_at: Date.now(), claimed_until: null, last_error: null, ...FORGET });
    } catch (error) {
      const reason = String((error as { code?: string }).code ?? (error as Error).message ?? error).slice(0, 500);
      const attempts = Number(mail.attempts);
      if (attempts >= this.settings.maxAttempts) {
        await mine().update({ status: 'failed', claimed_until: null, last_error: reason, ...FORGET });
        this.strapi.log.error(`Notifications: mail ${mail.id} given up after ${attempts} attempts (${reason})`);
        return;
      }
      const wait = retryDelay(attempts, this.settings.retryBaseMs, this.settings.retryMaxMs);
      await mine().update({ status: 'queued', next_attempt_at: Date.now() + wait, claimed_until: null, last_error: reason });
      this.strapi.log.warn(`Notifications: mail ${mail.id} not sent (${reason}); attempt ${attempts + 1} in ${Math.round(wait / 1000)} s`);
    }
  }

  private async prune(now: number) {
    const before = now - KEEP_MS;
    await this.strapi.db.connection(MAILS).whereIn('status', ['sent', 'failed']).andWhere('created_at', '<', before).delete();
    await this.strapi.db.connection(EVENTS).where({ expanded: true }).andWhere('created_at', '<', before).delete();
  }
}

/**
 * Starts this process's worker (bootstrap), or says at start that notifications are off. The
 * administrators' role is given by the start, which owns the accounts.
 */
export function startNotifications(strapi: Core.Strapi, administratorRole: string) {
  if (!smtpSettings()) {
    strapi.log.info('E-mail notifications are off: no SMTP server is configured (SMTP_HOST, see docs/notifications.md)');
    return;
  }
  worker = new Worker(strapi, queueSettings(), administratorRole);
  worker.start();
}

export async function stopNotifications() {
  const stopping = worker;
  worker = null;
  await stopping?.stop();
}

/** The running worker (tests queue a digest and wake it through this). */
export const notificationWorker = () => worker;
