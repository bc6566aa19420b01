ALTER TABLE "school" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school" ADD CONSTRAINT "school_nome_concelho_distrito_uq" UNIQUE("nome","concelho","distrito");