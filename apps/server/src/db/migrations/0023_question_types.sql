-- Question types (decision 062): each question has a type, and the rest of its body beside options and
-- answer in spec. Every question already stored is multiple choice.
ALTER TABLE "questions" ADD COLUMN "type" text DEFAULT 'multiple_choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "spec" jsonb;
