-- The change feed (lib/change-feed.ts, ADR 006): every server process keeps in-memory copies of
-- sessions, students' own data and the question bank, and forgets them when PostgreSQL announces
-- a change on the channel 'nota20_changes'. The database announces it itself, from triggers, so
-- every writer counts: the app, better-auth, `npm run content`, an operator's psql.
-- Payloads: 'session:<user id>' (one of the student's sessions was renewed or ended),
-- 'user:<id>' (the student's own data changed) and 'all' (shared content changed).

CREATE FUNCTION "nota20_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  -- TG_ARGV[0]: what changed ('session' or 'user'); TG_ARGV[1]: the column holding the student's id.
  PERFORM pg_notify('nota20_changes', TG_ARGV[0] || ':' || (changed ->> TG_ARGV[1]));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION "nota20_notify_all_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nota20_changes', 'all');
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A session renewed, signed out or revoked (a deleted student's sessions go by cascade).
CREATE TRIGGER "session_changes" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "nota20_notify_user_change"('session', 'user_id');--> statement-breakpoint
-- A student's name, lives or counters.
CREATE TRIGGER "user_changes" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "nota20_notify_user_change"('user', 'id');--> statement-breakpoint
-- Linked sign-in providers are part of the profile.
CREATE TRIGGER "account_changes" AFTER INSERT OR UPDATE OR DELETE ON "account"
  FOR EACH ROW EXECUTE FUNCTION "nota20_notify_user_change"('user', 'user_id');--> statement-breakpoint
-- Only finished tests count in the profile and the dashboard: starting one and saving answers
-- announce nothing.
CREATE TRIGGER "quiz_finished_changes" AFTER UPDATE ON "quiz"
  FOR EACH ROW WHEN (OLD."finished" OR NEW."finished")
  EXECUTE FUNCTION "nota20_notify_user_change"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "quiz_finished_inserts" AFTER INSERT ON "quiz"
  FOR EACH ROW WHEN (NEW."finished")
  EXECUTE FUNCTION "nota20_notify_user_change"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "quiz_finished_deletes" AFTER DELETE ON "quiz"
  FOR EACH ROW WHEN (OLD."finished")
  EXECUTE FUNCTION "nota20_notify_user_change"('user', 'user_id');--> statement-breakpoint

-- Emptied tables (a restore) and shared content: every copy goes.
CREATE TRIGGER "user_truncates" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "nota20_notify_all_change"();--> statement-breakpoint
CREATE TRIGGER "session_truncates" AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "nota20_notify_all_change"();--> statement-breakpoint
CREATE TRIGGER "account_truncates" AFTER TRUNCATE ON "account"
  FOR EACH STATEMENT EXECUTE FUNCTION "nota20_notify_all_change"();--> statement-breakpoint
CREATE TRIGGER "quiz_truncates" AFTER TRUNCATE ON "quiz"
  FOR EACH STATEMENT EXECUTE FUNCTION "nota20_notify_all_change"();--> statement-breakpoint
CREATE TRIGGER "school_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "school"
  FOR EACH STATEMENT EXECUTE FUNCTION "nota20_notify_all_change"();--> statement-breakpoint
CREATE TRIGGER "subject_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subject"
  FOR EACH STATEMENT EXECUTE FUNCTION "nota20_notify_all_change"();--> statement-breakpoint
CREATE TRIGGER "unit_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unit"
  FOR EACH STATEMENT EXECUTE FUNCTION "nota20_notify_all_change"();--> statement-breakpoint
CREATE TRIGGER "question_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "question"
  FOR EACH STATEMENT EXECUTE FUNCTION "nota20_notify_all_change"();
