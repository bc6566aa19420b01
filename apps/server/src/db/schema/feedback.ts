import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    urgency: text('urgency', { enum: ['low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    status: text('status').notNull().default('pending'),
    /** The client's own ISO timestamp (spec §3), kept apart from the server's createdAt. */
    timestamp: text('timestamp'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_user_id_idx').on(t.userId),
    check('feedback_urgency', sql`${t.urgency} in ('low', 'normal', 'high')`),
  ],
);
