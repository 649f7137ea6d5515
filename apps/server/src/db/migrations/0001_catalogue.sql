CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"hash" text NOT NULL,
	"loaded_at" text DEFAULT now()::text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"path" integer[] NOT NULL,
	"sort" integer NOT NULL,
	"names" jsonb NOT NULL,
	"slug_lv" text NOT NULL,
	"slug_ru" text NOT NULL,
	"slug_en" text NOT NULL,
	"icon" text,
	"status" text DEFAULT 'active' NOT NULL,
	"view_type" text DEFAULT 'grid' NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"adult" boolean DEFAULT false NOT NULL,
	"hidden_on_home" boolean DEFAULT false NOT NULL,
	"shortcut_to" integer,
	"notice" jsonb,
	"ad_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "category_actions" (
	"category_id" integer NOT NULL,
	"action_id" smallint NOT NULL,
	"price_type_ids" integer[] NOT NULL,
	"combined_price_range" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "category_actions_category_id_action_id_pk" PRIMARY KEY("category_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "category_filters" (
	"category_id" integer NOT NULL,
	"filter_id" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visibility" smallint NOT NULL,
	"section" text,
	"display_size" smallint DEFAULT 0 NOT NULL,
	"css_class" text,
	"sort" integer NOT NULL,
	"inherited" boolean DEFAULT false NOT NULL,
	CONSTRAINT "category_filters_category_id_filter_id_pk" PRIMARY KEY("category_id","filter_id")
);
--> statement-breakpoint
CREATE TABLE "filter_values" (
	"id" integer PRIMARY KEY NOT NULL,
	"filter_id" integer NOT NULL,
	"parent_value_id" integer,
	"names" jsonb NOT NULL,
	"actual_value" text,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filters" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"display_type" smallint NOT NULL,
	"unit" jsonb,
	"min" double precision,
	"max" double precision,
	"steps" double precision[],
	"depends_on" integer,
	CONSTRAINT "filters_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "price_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"short" jsonb NOT NULL,
	CONSTRAINT "price_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"path" integer[] NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"slug_lv" text NOT NULL,
	"slug_ru" text NOT NULL,
	"slug_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"population" integer,
	"sort" integer NOT NULL,
	CONSTRAINT "regions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "street_numbers" (
	"street_id" integer NOT NULL,
	"number" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "street_numbers_street_id_number_pk" PRIMARY KEY("street_id","number")
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shortcut_to_categories_id_fk" FOREIGN KEY ("shortcut_to") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_actions" ADD CONSTRAINT "category_actions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_filters" ADD CONSTRAINT "category_filters_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_filters" ADD CONSTRAINT "category_filters_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_values" ADD CONSTRAINT "filter_values_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_values" ADD CONSTRAINT "filter_values_parent_value_id_filter_values_id_fk" FOREIGN KEY ("parent_value_id") REFERENCES "public"."filter_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_depends_on_filters_id_fk" FOREIGN KEY ("depends_on") REFERENCES "public"."filters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_id_regions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "street_numbers" ADD CONSTRAINT "street_numbers_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."streets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_children" ON "categories" USING btree (parent_id, sort);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_lv" ON "categories" USING btree (coalesce(parent_id, 0), slug_lv);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_ru" ON "categories" USING btree (coalesce(parent_id, 0), slug_ru);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_en" ON "categories" USING btree (coalesce(parent_id, 0), slug_en);--> statement-breakpoint
CREATE INDEX "filter_values_of_filter" ON "filter_values" USING btree ("filter_id","parent_value_id","sequence");--> statement-breakpoint
CREATE INDEX "regions_children" ON "regions" USING btree (parent_id, sort);--> statement-breakpoint
CREATE UNIQUE INDEX "regions_slug_lv" ON "regions" USING btree (coalesce(parent_id, 0), slug_lv);--> statement-breakpoint
CREATE UNIQUE INDEX "regions_slug_ru" ON "regions" USING btree (coalesce(parent_id, 0), slug_ru);--> statement-breakpoint
CREATE UNIQUE INDEX "regions_slug_en" ON "regions" USING btree (coalesce(parent_id, 0), slug_en);--> statement-breakpoint
CREATE INDEX "streets_of_region" ON "streets" USING btree ("region_id");