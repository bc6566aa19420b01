CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"username" text,
	"school_id" integer,
	"current_plan" text DEFAULT 'free' NOT NULL,
	"streak_days" integer DEFAULT 0 NOT NULL,
	"lives" integer DEFAULT 10 NOT NULL,
	"lives_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_subject" text,
	"exams_completed" integer DEFAULT 0 NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_username_unique" UNIQUE("username"),
	CONSTRAINT "user_lives_range" CHECK ("user"."lives" between 0 and 10),
	CONSTRAINT "user_current_plan" CHECK ("user"."current_plan" in ('free', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"timestamp" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_urgency" CHECK ("feedback"."urgency" in ('low', 'normal', 'high'))
);
--> statement-breakpoint
CREATE TABLE "plan_question" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_unit_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"original_question_id" integer NOT NULL,
	"original_question_number" integer NOT NULL,
	"question_text" text NOT NULL,
	"original_correct_option" text NOT NULL,
	"original_option_a" text,
	"original_option_b" text,
	"original_option_c" text,
	"original_option_d" text,
	"original_image_url" text,
	"original_unidade" integer NOT NULL,
	"original_subject" text NOT NULL,
	"times_answered" integer DEFAULT 0 NOT NULL,
	"total_correct" integer DEFAULT 0 NOT NULL,
	"confidence" smallint DEFAULT 0 NOT NULL,
	"last_answered" timestamp with time zone,
	"last_correct" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_question_unit_question_uq" UNIQUE("plan_unit_id","original_question_id"),
	CONSTRAINT "plan_question_confidence" CHECK ("plan_question"."confidence" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "plan_unit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"original_unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"mastery" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"unlocked" boolean DEFAULT false NOT NULL,
	"total_questions" integer DEFAULT 0 NOT NULL,
	"user_confidence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_unit_plan_number_uq" UNIQUE("plan_id","number"),
	CONSTRAINT "plan_unit_mastery" CHECK ("plan_unit"."mastery" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "study_plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"discipline" text NOT NULL,
	"test_date" date NOT NULL,
	"target_grade" integer DEFAULT 10 NOT NULL,
	"mastery" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_plan_target_grade" CHECK ("study_plan"."target_grade" between 0 and 20),
	CONSTRAINT "study_plan_mastery" CHECK ("study_plan"."mastery" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quiz" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"exam_type" text NOT NULL,
	"plan_id" uuid,
	"plan_unit_id" uuid,
	"unit_numbers" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"finish_time" timestamp with time zone,
	"grade" integer,
	"resolution_time" integer,
	"time_expired" boolean DEFAULT false NOT NULL,
	"lives_removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quiz_exam_type" CHECK ("quiz"."exam_type" in ('random', 'unit', 'plan_units', 'practice')),
	CONSTRAINT "quiz_grade_range" CHECK ("quiz"."grade" is null or "quiz"."grade" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "quiz_question" (
	"quiz_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"n" integer NOT NULL,
	"question_id" integer NOT NULL,
	"selected" text,
	"is_correct" boolean,
	CONSTRAINT "quiz_question_quiz_id_n_pk" PRIMARY KEY("quiz_id","n"),
	CONSTRAINT "quiz_question_selected" CHECK ("quiz_question"."selected" is null or "quiz_question"."selected" in ('A', 'B', 'C', 'D'))
);
--> statement-breakpoint
CREATE TABLE "school" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"nome" text NOT NULL,
	"concelho" text NOT NULL,
	"distrito" text NOT NULL,
	CONSTRAINT "school_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "national_exam" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"year" integer NOT NULL,
	"phase" smallint NOT NULL,
	"pdf_url" text NOT NULL,
	"criteria_url" text,
	"checked_at" date,
	CONSTRAINT "national_exam_subject_year_phase_uq" UNIQUE("subject_id","year","phase"),
	CONSTRAINT "national_exam_phase" CHECK ("national_exam"."phase" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "question" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"question_number" integer NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"image_alt" text,
	"option_a" text,
	"option_b" text,
	"option_c" text,
	"option_d" text,
	"correct_option" text NOT NULL,
	"explanation" text NOT NULL,
	"concept" text,
	"difficulty" smallint,
	"source" text DEFAULT 'nota20' NOT NULL,
	CONSTRAINT "question_unit_number_uq" UNIQUE("unit_id","question_number"),
	CONSTRAINT "question_correct_option" CHECK ("question"."correct_option" in ('A', 'B', 'C', 'D')),
	CONSTRAINT "question_difficulty" CHECK ("question"."difficulty" is null or "question"."difficulty" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "subject" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"practice" boolean DEFAULT false NOT NULL,
	"catalogue" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"number" integer NOT NULL,
	"year" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "unit_subject_number_uq" UNIQUE("subject_id","number"),
	CONSTRAINT "unit_year" CHECK ("unit"."year" in (10, 11))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_question" ADD CONSTRAINT "plan_question_plan_unit_id_plan_unit_id_fk" FOREIGN KEY ("plan_unit_id") REFERENCES "public"."plan_unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_question" ADD CONSTRAINT "plan_question_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_question" ADD CONSTRAINT "plan_question_original_question_id_question_id_fk" FOREIGN KEY ("original_question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_unit" ADD CONSTRAINT "plan_unit_plan_id_study_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_unit" ADD CONSTRAINT "plan_unit_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_unit" ADD CONSTRAINT "plan_unit_original_unit_id_unit_id_fk" FOREIGN KEY ("original_unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan" ADD CONSTRAINT "study_plan_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan" ADD CONSTRAINT "study_plan_discipline_subject_id_fk" FOREIGN KEY ("discipline") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_plan_id_study_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz" ADD CONSTRAINT "quiz_plan_unit_id_plan_unit_id_fk" FOREIGN KEY ("plan_unit_id") REFERENCES "public"."plan_unit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question" ADD CONSTRAINT "quiz_question_quiz_id_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question" ADD CONSTRAINT "quiz_question_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question" ADD CONSTRAINT "quiz_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_exam" ADD CONSTRAINT "national_exam_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plan_question_user_id_idx" ON "plan_question" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plan_unit_user_id_idx" ON "plan_unit" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_plan_user_id_idx" ON "study_plan" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_user_id_idx" ON "quiz" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_user_finished_idx" ON "quiz" USING btree ("user_id","finished","finish_time");--> statement-breakpoint
CREATE INDEX "quiz_question_user_id_idx" ON "quiz_question" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "school_concelho_idx" ON "school" USING btree ("concelho");--> statement-breakpoint
CREATE INDEX "national_exam_subject_idx" ON "national_exam" USING btree ("subject_id");