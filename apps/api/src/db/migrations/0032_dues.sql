CREATE TABLE "due_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"amount" integer NOT NULL,
	"created_by" uuid,
	CONSTRAINT "due_charges_amount_positive" CHECK ("due_charges"."amount" > 0),
	CONSTRAINT "due_charges_kind_known" CHECK ("due_charges"."kind" IN ('charge', 'discount')),
	CONSTRAINT "due_charges_reason_known" CHECK ("due_charges"."reason" IN ('electricity', 'ac', 'fine', 'repair', 'other'))
);
--> statement-breakpoint
CREATE TABLE "due_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"step" text NOT NULL,
	"send_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "due_reminders_step_known" CHECK ("due_reminders"."step" IN ('before_3', 'on_due_date', 'after_3', 'after_7')),
	CONSTRAINT "due_reminders_status_known" CHECK ("due_reminders"."status" IN ('pending', 'sent', 'cancelled', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "dues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"resident_id" uuid NOT NULL,
	"month" date NOT NULL,
	"due_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"days" integer NOT NULL,
	"days_in_month" integer NOT NULL,
	"monthly_rent" integer NOT NULL,
	"mess_charge" integer DEFAULT 0 NOT NULL,
	"base_amount" integer NOT NULL,
	"charges_net" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"credit_applied" integer DEFAULT 0 NOT NULL,
	"token" text NOT NULL,
	CONSTRAINT "dues_amounts_nonnegative" CHECK ("dues"."monthly_rent" >= 0 AND "dues"."mess_charge" >= 0 AND "dues"."base_amount" >= 0 AND "dues"."paid" >= 0 AND "dues"."credit_applied" >= 0),
	CONSTRAINT "dues_days_range" CHECK ("dues"."days" BETWEEN 0 AND "dues"."days_in_month"),
	CONSTRAINT "dues_month_first" CHECK (extract(day from "dues"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" uuid NOT NULL,
	"resident_id" uuid NOT NULL,
	"due_id" uuid,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"resident_id" uuid NOT NULL,
	"due_id" uuid NOT NULL,
	"kind" text DEFAULT 'payment' NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"paid_on" date NOT NULL,
	"received_by" uuid,
	"recorded_by" uuid,
	"reverses_payment_id" uuid,
	"reason" text,
	"receipt_number" text NOT NULL,
	"receipt_token" text NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_kind_known" CHECK ("payments"."kind" IN ('payment', 'reversal')),
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" IN ('cash', 'bank_transfer', 'jazzcash', 'easypaisa', 'deposit')),
	CONSTRAINT "payments_reversal_names_payment" CHECK (("payments"."kind" = 'reversal') = ("payments"."reverses_payment_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"hostel_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counters_hostel_id_year_pk" PRIMARY KEY("hostel_id","year")
);
--> statement-breakpoint
ALTER TABLE "hostels" ADD COLUMN "billing_day" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "hostels" ADD COLUMN "receipt_prefix" text;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "due_charges" ADD CONSTRAINT "due_charges_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_charges" ADD CONSTRAINT "due_charges_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_charges" ADD CONSTRAINT "due_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_reminders" ADD CONSTRAINT "due_reminders_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_reminders" ADD CONSTRAINT "due_reminders_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues" ADD CONSTRAINT "dues_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues" ADD CONSTRAINT "dues_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_payment_id_payments_id_fk" FOREIGN KEY ("reverses_payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "due_charges_due_idx" ON "due_charges" USING btree ("due_id");--> statement-breakpoint
CREATE UNIQUE INDEX "due_reminders_due_step_unique" ON "due_reminders" USING btree ("due_id","step");--> statement-breakpoint
CREATE INDEX "due_reminders_pending_idx" ON "due_reminders" USING btree ("send_on") WHERE "due_reminders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "dues_resident_month_unique" ON "dues" USING btree ("resident_id","month");--> statement-breakpoint
CREATE INDEX "dues_hostel_month_idx" ON "dues" USING btree ("hostel_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "dues_token_unique" ON "dues" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_due_idx" ON "payment_allocations" USING btree ("due_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_credit_idx" ON "payment_allocations" USING btree ("resident_id") WHERE "payment_allocations"."due_id" IS NULL;--> statement-breakpoint
CREATE INDEX "payments_due_idx" ON "payments" USING btree ("due_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_hostel_paid_on_idx" ON "payments" USING btree ("hostel_id","paid_on");--> statement-breakpoint
CREATE INDEX "payments_resident_idx" ON "payments" USING btree ("resident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_unique" ON "payments" USING btree ("hostel_id","receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_token_unique" ON "payments" USING btree ("receipt_token");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reversed_once" ON "payments" USING btree ("reverses_payment_id");--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_billing_day_range" CHECK ("hostels"."billing_day" BETWEEN 1 AND 28);