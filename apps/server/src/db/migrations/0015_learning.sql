-- Issue 27: what each student has done with each item (unseen first, the mistakes notebook,
-- FSRS cards), their own exam dates, reports on items, the subjects' exam dates, and two new
-- kinds of test. The tests already taken count: see the statement at the end.
CREATE TABLE "question_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"question_version" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_report_reason" CHECK ("question_report"."reason" in ('resposta_errada', 'enunciado_confuso', 'erro_portugues', 'outro'))
);
--> statement-breakpoint
CREATE TABLE "student_exam_date" (
	"user_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"exam_date" date NOT NULL,
	CONSTRAINT "student_exam_date_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "student_item" (
	"user_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"subject_id" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"times_answered" integer DEFAULT 0 NOT NULL,
	"times_wrong" integer DEFAULT 0 NOT NULL,
	"last_answer" text,
	"last_correct" boolean,
	"confidence" smallint DEFAULT 0 NOT NULL,
	"in_notebook" boolean DEFAULT false NOT NULL,
	"right_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"card" jsonb,
	"due_at" timestamp with time zone,
	CONSTRAINT "student_item_user_id_question_id_pk" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "student_item_confidence" CHECK ("student_item"."confidence" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "quiz" DROP CONSTRAINT "quiz_exam_type";--> statement-breakpoint
ALTER TABLE "subject" ADD COLUMN "exam_date" date;--> statement-breakpoint
ALTER TABLE "question_report" ADD CONSTRAINT "question_report_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_report" ADD CONSTRAINT "question_report_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exam_date" ADD CONSTRAINT "student_exam_date_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_item" ADD CONSTRAINT "student_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_item" ADD CONSTRAINT "student_item_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_report_user_question_uq" ON "question_report" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "question_report_question_idx" ON "question_report" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "student_item_subject_idx" ON "student_item" USING btree ("user_id","subject_id");--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_exam_type" CHECK ("quiz"."exam_type" in ('random', 'unit', 'plan_units', 'practice', 'paper', 'mistakes', 'review'));
--> statement-breakpoint
-- Tests taken before this migration: every item a student was given is seen (when last given),
-- its hand-ins counted, and one whose last hand-in was wrong or blank starts in the notebook (an
-- answered written item, marked by the student's own assessment, does not). FSRS cards start at
-- the next answer.
INSERT INTO "student_item" ("user_id", "question_id", "subject_id", "seen_at", "answered_at",
  "times_answered", "times_wrong", "last_answer", "last_correct", "in_notebook")
SELECT g."user_id", g."question_id", min(g."subject_id"), max(g."started_at"),
  max(g."finish_time") FILTER (WHERE g."finished"),
  count(*) FILTER (WHERE g."finished"),
  count(*) FILTER (WHERE g."finished" AND NOT coalesce(g."mark", false)),
  (array_agg(g."answer" ORDER BY g."finish_time" DESC) FILTER (WHERE g."finished"))[1],
  (array_agg(coalesce(g."mark", false) ORDER BY g."finish_time" DESC) FILTER (WHERE g."finished"))[1],
  coalesce((array_agg(NOT coalesce(g."mark", false) AND (g."type" <> 'written' OR g."answer" IS NULL)
    ORDER BY g."finish_time" DESC) FILTER (WHERE g."finished"))[1], false)
FROM (
  SELECT q."user_id", q."subject_id", q."started_at", q."finish_time",
    q."finished" AND q."finish_time" IS NOT NULL AS "finished", x."question_id", x."mark", x."answer", qu."type"
  FROM "quiz" q
  CROSS JOIN LATERAL unnest(q."question_ids", q."marks", q."answers") AS x("question_id", "mark", "answer")
  JOIN "question" qu ON qu."id" = x."question_id"
) g
GROUP BY g."user_id", g."question_id";
