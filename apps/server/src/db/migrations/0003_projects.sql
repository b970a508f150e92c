CREATE TABLE "presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"order_rank" integer DEFAULT 1000,
	"category" text,
	"owner_id" text,
	"visibility" text DEFAULT 'private' NOT NULL,
	"template_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presets_visibility" CHECK ("presets"."visibility" in ('system', 'public', 'private')),
	CONSTRAINT "presets_owner" CHECK (("presets"."visibility" = 'private') = ("presets"."owner_id" is not null) or ("presets"."visibility" = 'public')),
	CONSTRAINT "presets_label_len" CHECK (char_length("presets"."label") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "template_formats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_key" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"order_rank" integer,
	"input_schema" jsonb DEFAULT '{"fields":[]}'::jsonb NOT NULL,
	"default_export_target" text DEFAULT 'markdown' NOT NULL,
	"body" text NOT NULL,
	"export_targets" text[] DEFAULT '{markdown,html,pdf,docx}'::text[] NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"render_engine" text DEFAULT 'liquid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_formats_render_engine" CHECK ("template_formats"."render_engine" in ('liquid')),
	CONSTRAINT "template_formats_default_target" CHECK ("template_formats"."default_export_target" = any("template_formats"."export_targets")),
	CONSTRAINT "template_formats_targets" CHECK ("template_formats"."export_targets" <@ '{markdown,html,pdf,docx}'::text[]),
	CONSTRAINT "template_formats_label_len" CHECK (char_length("template_formats"."label") between 1 and 120),
	CONSTRAINT "template_formats_body_len" CHECK (char_length("template_formats"."body") between 1 and 50000)
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"category" text,
	"visibility" text DEFAULT 'private' NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_key_unique" UNIQUE("key"),
	CONSTRAINT "templates_visibility" CHECK ("templates"."visibility" in ('system', 'public', 'private')),
	CONSTRAINT "templates_owner" CHECK (("templates"."visibility" = 'private') = ("templates"."owner_id" is not null) or ("templates"."visibility" = 'public')),
	CONSTRAINT "templates_label_len" CHECK (char_length("templates"."label") between 1 and 120),
	CONSTRAINT "templates_description_len" CHECK (char_length("templates"."description") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "presets" ADD CONSTRAINT "presets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presets" ADD CONSTRAINT "presets_template_fk" FOREIGN KEY ("template_key") REFERENCES "public"."templates"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "template_formats" ADD CONSTRAINT "template_formats_template_fk" FOREIGN KEY ("template_key") REFERENCES "public"."templates"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presets_visibility_updated_idx" ON "presets" USING btree ("visibility","updated_at","id");--> statement-breakpoint
CREATE INDEX "presets_owner_updated_idx" ON "presets" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "presets_template_idx" ON "presets" USING btree ("template_key");--> statement-breakpoint
CREATE INDEX "presets_tags_idx" ON "presets" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "template_formats_template_key_uq" ON "template_formats" USING btree ("template_key","key");--> statement-breakpoint
CREATE INDEX "templates_visibility_label_idx" ON "templates" USING btree ("visibility","label");--> statement-breakpoint
CREATE INDEX "templates_owner_idx" ON "templates" USING btree ("owner_id");