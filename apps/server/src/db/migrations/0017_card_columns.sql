-- A FSRS card in columns, not JSON: reading a test's 30 cards as JSON and writing them back
-- cost a hand-in more than computing them (ADR 019). The card's due date stays in "due_at" and
-- its last review is the row's "answered_at"; the cards already made move over unchanged.
ALTER TABLE "student_item" ADD COLUMN "card_stability" double precision;--> statement-breakpoint
ALTER TABLE "student_item" ADD COLUMN "card_difficulty" double precision;--> statement-breakpoint
ALTER TABLE "student_item" ADD COLUMN "card_elapsed_days" integer;--> statement-breakpoint
ALTER TABLE "student_item" ADD COLUMN "card_scheduled_days" integer;--> statement-breakpoint
ALTER TABLE "student_item" ADD COLUMN "card_learning_steps" integer;--> statement-breakpoint
ALTER TABLE "student_item" ADD COLUMN "card_reps" integer;--> statement-breakpoint
ALTER TABLE "student_item" ADD COLUMN "card_lapses" integer;--> statement-breakpoint
ALTER TABLE "student_item" ADD COLUMN "card_state" smallint;--> statement-breakpoint
UPDATE "student_item" SET
  "card_stability" = ("card"->>'stability')::double precision,
  "card_difficulty" = ("card"->>'difficulty')::double precision,
  "card_elapsed_days" = ("card"->>'elapsed_days')::integer,
  "card_scheduled_days" = ("card"->>'scheduled_days')::integer,
  "card_learning_steps" = coalesce(("card"->>'learning_steps')::integer, 0),
  "card_reps" = ("card"->>'reps')::integer,
  "card_lapses" = ("card"->>'lapses')::integer,
  "card_state" = ("card"->>'state')::smallint
WHERE "card" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "student_item" DROP COLUMN "card";
