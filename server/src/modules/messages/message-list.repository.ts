/**
 * The owner's list of messages (GET /api/messages) as JSON text written by the database: one query,
 * one row per message, each row already the message's summary (`messageSummarySchema` in
 * common/contracts/messages.ts). Reading the same list as rows cost about 600 column values, each
 * turned into a JavaScript string, then objects, a response check and JSON.stringify — three
 * quarters of the request (`npm run bench` profiled with `node --cpu-prof`; README "Benchmarks").
 * SQLite's and PostgreSQL's JSON functions build the same text in C. The presenter's rules
 * (messages.presenter.ts `presentMessageSummary`) are written here once more in SQL;
 * messages.routes.test.ts holds both to the same answer on both dialects.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { preparedQuery } from '../../db/prepared-query';

/** A message's summary as JSON text. */
type SummaryRow = { summary: string };

/**
 * SQLite: `json_group_array(… ORDER BY …) FILTER (…)` (SQLite ≥ 3.44) keeps the recipients in their
 * order and gives `[]` without any; `json(…)` keeps a subquery's JSON as JSON, and `json('true')`
 * is the JSON boolean (SQLite has none).
 */
const selectSqliteSummaries = preparedQuery((db: Kysely<Database>, ownerId: string) => ({
  compile: () =>
    sql<SummaryRow>`
      select json_object(
        'id', m.id, 'kind', m.kind, 'title', m.title,
        'media', case when m.media_id is null then null else json_object('durationMs', md.duration_ms) end,
        'occasion', m.occasion, 'status', m.status, 'deliveryKind', m.delivery_kind,
        'deliverAt', m.deliver_at, 'timeZone', m.time_zone,
        'recipients', json_group_array(json_object(
          'id', r.id, 'name', r.name, 'email', r.email,
          'isRevoked', json(case when r.revoked_at is null and s.revoked_at is null then 'false' else 'true' end),
          'deliveredAt', r.delivered_at, 'openedAt', r.opened_at, 'carriesFor', r.courier_for
        ) order by r.position) filter (where r.id is not null),
        'nextStep', case when m.status = 'scheduled' and m.pending_step is not null and m.next_step_at is not null
          then json_object('step', m.pending_step, 'at', m.next_step_at) end,
        'deliveredAt', m.delivered_at,
        'emailProblems', json((
          select json_group_array(json_object(
            'recipient', o.recipient_address, 'error', coalesce(o.last_error, 'Not sent yet'),
            'isFinal', json(case when o.status = 'failed' then 'true' else 'false' end)
          ))
          from outbox_emails o where o.message_id = m.id and o.status <> 'sent' and o.attempts > 0
        ))
      ) as summary
      from messages m
      left join media md on md.id = m.media_id
      left join message_recipients r on r.message_id = m.id
      left join share_links s on s.target_id = r.id and s.target_kind = 'message'
      where m.owner_id = ${ownerId}
      group by m.id
      order by m.created_at desc`.compile(db),
}));

/** PostgreSQL: `json_build_object` and `json_agg`, as text (node-postgres would parse json). */
const selectPostgresSummaries = preparedQuery((db: Kysely<Database>, ownerId: string) => ({
  compile: () =>
    sql<SummaryRow>`
      select json_build_object(
        'id', m.id, 'kind', m.kind, 'title', m.title,
        'media', case when m.media_id is null then null else json_build_object('durationMs', md.duration_ms) end,
        'occasion', m.occasion, 'status', m.status, 'deliveryKind', m.delivery_kind,
        'deliverAt', m.deliver_at, 'timeZone', m.time_zone,
        'recipients', coalesce(json_agg(json_build_object(
          'id', r.id, 'name', r.name, 'email', r.email,
          'isRevoked', r.revoked_at is not null or s.revoked_at is not null,
          'deliveredAt', r.delivered_at, 'openedAt', r.opened_at, 'carriesFor', r.courier_for
        ) order by r.position) filter (where r.id is not null), '[]'),
        'nextStep', case when m.status = 'scheduled' and m.pending_step is not null and m.next_step_at is not null
          then json_build_object('step', m.pending_step, 'at', m.next_step_at) end,
        'deliveredAt', m.delivered_at,
        'emailProblems', (
          select coalesce(json_agg(json_build_object(
            'recipient', o.recipient_address, 'error', coalesce(o.last_error, 'Not sent yet'),
            'isFinal', o.status = 'failed'
          )), '[]')
          from outbox_emails o where o.message_id = m.id and o.status <> 'sent' and o.attempts > 0
        )
      )::text as summary
      from messages m
      left join media md on md.id = m.media_id
      left join message_recipients r on r.message_id = m.id
      left join share_links s on s.target_id = r.id and s.target_kind = 'message'
      where m.owner_id = ${ownerId}
      group by m.id, md.id
      order by m.created_at desc`.compile(db),
}));

/**
 * The owner's messages, newest first, each as `messageSummarySchema` describes it (drafts included).
 * @returns the JSON text of the array, ready to send (UTF-8)
 */
export async function listMessageSummariesJson(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  ownerId: string,
): Promise<string> {
  const rows = await (dialect === 'sqlite' ? selectSqliteSummaries : selectPostgresSummaries)(db, ownerId);
  return `[${rows.map((row) => row.summary).join(',')}]`;
}
