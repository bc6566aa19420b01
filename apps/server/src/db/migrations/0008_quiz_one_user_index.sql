-- Lookups by student alone use quiz_user_finished_idx (the student is its first column); the
-- second index only cost an entry on every test started and graded.
DROP INDEX "quiz_user_id_idx";--> statement-breakpoint

-- The change feed's trigger reads the student's id as a field instead of turning the whole row
-- into JSON first (a test's row holds its questions, answers and marks). Same payloads as 0006.
CREATE OR REPLACE FUNCTION "nota20_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  student text;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  -- TG_ARGV[0]: what changed ('session' or 'user'); TG_ARGV[1]: the column holding the student's
  -- id, 'id' on "user" and 'user_id' on the others.
  IF TG_ARGV[1] = 'id' THEN student := changed.id; ELSE student := changed.user_id; END IF;
  PERFORM pg_notify('nota20_changes', TG_ARGV[0] || ':' || student);
  RETURN NULL;
END
$$;
