ALTER TABLE "quiz" ADD COLUMN "correct_count" integer;--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "answered_count" integer;--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "question_count" integer;--> statement-breakpoint
-- Tests finished before this migration: count their questions once, here.
UPDATE "quiz" SET
  "correct_count" = c.correct,
  "answered_count" = c.answered,
  "question_count" = c.total
FROM (
  SELECT "quiz_id",
    count(*) FILTER (WHERE "is_correct") AS correct,
    count(*) FILTER (WHERE "selected" IS NOT NULL) AS answered,
    count(*) AS total
  FROM "quiz_question" GROUP BY "quiz_id"
) AS c
WHERE c."quiz_id" = "quiz"."id" AND "quiz"."finished";
