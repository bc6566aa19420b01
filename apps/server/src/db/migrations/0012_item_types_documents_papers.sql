-- Issue 24: the exams' other item types (ordering, matching, numeric, written), documents that
-- several items share, and provas-modelo. A paper's items are questions with its id, numbered in
-- its order, so a unit's numbers are unique among the bank's items only. A test's answers are
-- now each item type's own string (checked by the server), not only A-D.
CREATE TABLE "document" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"source" text NOT NULL,
	"year" text,
	CONSTRAINT "document_kind" CHECK ("document"."kind" in ('text', 'table', 'figure'))
);
--> statement-breakpoint
CREATE TABLE "paper" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"title" text NOT NULL,
	"minutes" smallint NOT NULL,
	"tolerance_minutes" smallint NOT NULL,
	"best_optional" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question" DROP CONSTRAINT "question_unit_number_uq";--> statement-breakpoint
ALTER TABLE "quiz" DROP CONSTRAINT "quiz_exam_type";--> statement-breakpoint
ALTER TABLE "quiz" DROP CONSTRAINT "quiz_answers_shape";--> statement-breakpoint
ALTER TABLE "question" DROP CONSTRAINT "question_correct_option";--> statement-breakpoint
ALTER TABLE "question" ALTER COLUMN "correct_option" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "paper_id" text;--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "awarded" real[];--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "assessments" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "points" real;--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "max_points" smallint;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "type" text DEFAULT 'choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "body" jsonb;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "answer_key" jsonb;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "points" smallint;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "group_id" text;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "paper_id" text;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper" ADD CONSTRAINT "paper_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_group_id_document_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_paper_id_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."paper"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_unit_number_uq" ON "question" USING btree ("unit_id","question_number") WHERE "question"."paper_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "question_paper_number_uq" ON "question" USING btree ("paper_id","question_number") WHERE "question"."paper_id" is not null;--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_exam_type" CHECK ("quiz"."exam_type" in ('random', 'unit', 'plan_units', 'practice', 'paper'));--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_answers_shape" CHECK (cardinality("quiz"."answers") = cardinality("quiz"."question_ids")
        and ("quiz"."marks" is null or cardinality("quiz"."marks") = cardinality("quiz"."question_ids")));--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_type" CHECK ("question"."type" in ('choice', 'ordering', 'matching', 'numeric', 'written'));--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_key" CHECK (case when "question"."type" = 'choice' then "question"."correct_option" in ('A', 'B', 'C', 'D')
        else "question"."answer_key" is not null end);--> statement-breakpoint
-- As the other arrays of a test's row (0011): read and written by the test's id, never filtered.
ALTER TABLE "quiz" ALTER COLUMN "awarded" SET STATISTICS 0;
