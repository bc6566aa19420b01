-- A test's questions, answers and marks move into the test's own row (ADR 009): starting and
-- submitting a test then write one row instead of 31. Existing tests keep every answer.
ALTER TABLE "quiz" ADD COLUMN "question_ids" integer[];--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "answers" text[];--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "marks" boolean[];--> statement-breakpoint
UPDATE "quiz" SET
  "question_ids" = q.question_ids,
  "answers" = q.answers,
  -- Marks exist once a test is graded; an unfinished test has none yet.
  "marks" = CASE WHEN "quiz"."finished" THEN q.marks END
FROM (
  SELECT "quiz_id",
    array_agg("question_id" ORDER BY "n") AS question_ids,
    array_agg("selected" ORDER BY "n") AS answers,
    array_agg(coalesce("is_correct", false) ORDER BY "n") AS marks
  FROM "quiz_question" GROUP BY "quiz_id"
) AS q
WHERE q."quiz_id" = "quiz"."id";--> statement-breakpoint
-- A test without questions (none can be started, but be safe) gets empty arrays.
UPDATE "quiz" SET "question_ids" = '{}', "answers" = '{}' WHERE "question_ids" IS NULL;--> statement-breakpoint
ALTER TABLE "quiz" ALTER COLUMN "question_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz" ALTER COLUMN "answers" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_answers_shape" CHECK (cardinality("quiz"."answers") = cardinality("quiz"."question_ids")
        and array_to_string("quiz"."answers", '') ~ '^[ABCD]*$'
        and ("quiz"."marks" is null or cardinality("quiz"."marks") = cardinality("quiz"."question_ids")));--> statement-breakpoint
DROP TABLE "quiz_question";
