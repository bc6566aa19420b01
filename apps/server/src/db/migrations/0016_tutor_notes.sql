-- Issue 28: the tutor's notes. Full-text search in Portuguese that ignores accents (a student
-- types «inflacao» as often as «inflação»): Portuguese stemming after unaccent, as its own
-- configuration so that every query and index uses the same one; pg_trgm finds a term through a
-- typo. Both extensions ship with PostgreSQL (contrib) and are trusted: no superuser needed.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION nota20_pt (COPY = portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION nota20_pt
	ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
--> statement-breakpoint
CREATE TABLE "glossary_name" (
	"term_id" integer NOT NULL,
	"subject_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "glossary_name_term_id_name_pk" PRIMARY KEY("term_id","name")
);
--> statement-breakpoint
CREATE TABLE "glossary_term" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"term" text NOT NULL,
	"aliases" text[] NOT NULL,
	"definition" text NOT NULL,
	"example" text NOT NULL,
	"confusions" jsonb NOT NULL,
	"question_ids" integer[] NOT NULL,
	CONSTRAINT "glossary_term_subject_term_uq" UNIQUE("subject_id","term")
);
--> statement-breakpoint
CREATE TABLE "study_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"term_id" integer,
	"question_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('nota20_pt', "study_note"."title"), 'A') || setweight(to_tsvector('nota20_pt', "study_note"."body"), 'B')) STORED NOT NULL,
	CONSTRAINT "study_note_kind" CHECK ("study_note"."kind" in ('term', 'summary', 'explanation'))
);
--> statement-breakpoint
ALTER TABLE "quiz" DROP CONSTRAINT "quiz_exam_type";--> statement-breakpoint
ALTER TABLE "glossary_name" ADD CONSTRAINT "glossary_name_term_id_glossary_term_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."glossary_term"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_term" ADD CONSTRAINT "glossary_term_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_term" ADD CONSTRAINT "glossary_term_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_note" ADD CONSTRAINT "study_note_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_note" ADD CONSTRAINT "study_note_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_note" ADD CONSTRAINT "study_note_term_id_glossary_term_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."glossary_term"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_note" ADD CONSTRAINT "study_note_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glossary_name_name_idx" ON "glossary_name" USING btree ("name");--> statement-breakpoint
CREATE INDEX "glossary_name_trgm_idx" ON "glossary_name" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "study_note_search_idx" ON "study_note" USING gin ("search");--> statement-breakpoint
CREATE INDEX "study_note_subject_idx" ON "study_note" USING btree ("subject_id");--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_exam_type" CHECK ("quiz"."exam_type" in ('random', 'unit', 'plan_units', 'practice', 'paper', 'mistakes', 'review', 'similar'));