-- Issue 25: Biologia e Geologia gains its Geologia units, numbered in the order students meet
-- them (Geologia 10.º 1–4, Biologia 10.º 5–8, Biologia 11.º 9–12, Geologia 11.º 13–16). The
-- eight Biologia units keep their rows and ids and move from 1–8 to 5–12, so every question id,
-- test and plan still opens; the tests' unit numbers and the plans' question copies move too.
ALTER TABLE "unit" ADD COLUMN "domain" text;--> statement-breakpoint
-- In two steps: (subject, number) is unique, and 1 → 5 would meet the old 5 on the way.
UPDATE "unit" SET "number" = "number" + 100 WHERE "subject_id" = 'Biologia' AND "number" <= 8;--> statement-breakpoint
UPDATE "unit" SET "number" = "number" - 96 WHERE "subject_id" = 'Biologia' AND "number" > 100;--> statement-breakpoint
UPDATE "quiz" SET "unit_numbers" = ARRAY(
  SELECT n + 4 FROM unnest("unit_numbers") WITH ORDINALITY AS u(n, i) ORDER BY i
) WHERE "subject_id" = 'Biologia' AND cardinality("unit_numbers") > 0;--> statement-breakpoint
UPDATE "plan_question" SET "original_unidade" = "original_unidade" + 4 WHERE "original_subject" = 'Biologia';
