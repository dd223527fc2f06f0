CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"order_id" integer,
	"purchase_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_ledger_kind_sign" CHECK (("wallet_ledger"."kind" = 'order_debit' and "wallet_ledger"."amount" < 0) or ("wallet_ledger"."kind" <> 'order_debit' and "wallet_ledger"."amount" > 0)),
	CONSTRAINT "wallet_ledger_kind_reference" CHECK (("wallet_ledger"."kind" in ('order_debit', 'order_refund') and "wallet_ledger"."order_id" is not null and "wallet_ledger"."purchase_id" is null) or ("wallet_ledger"."kind" in ('top_up', 'package_bonus') and "wallet_ledger"."purchase_id" is not null and "wallet_ledger"."order_id" is null))
);
--> statement-breakpoint
CREATE TABLE "wallet_package_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "wallet_package_purchases_status_known" CHECK ("wallet_package_purchases"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wallet_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_packages_price_positive" CHECK ("wallet_packages"."price" > 0),
	CONSTRAINT "wallet_packages_amount_covers_price" CHECK ("wallet_packages"."amount" >= "wallet_packages"."price")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purchase_id" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_wallets_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."wallets"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_purchase_id_wallet_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."wallet_package_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_package_purchases" ADD CONSTRAINT "wallet_package_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_package_purchases" ADD CONSTRAINT "wallet_package_purchases_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_package_purchases" ADD CONSTRAINT "wallet_package_purchases_package_id_wallet_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."wallet_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_packages" ADD CONSTRAINT "wallet_packages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_created_index" ON "wallet_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_kind_unique" ON "wallet_ledger" USING btree ("order_id","kind") WHERE "wallet_ledger"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_purchase_kind_unique" ON "wallet_ledger" USING btree ("purchase_id","kind") WHERE "wallet_ledger"."purchase_id" is not null;--> statement-breakpoint
CREATE INDEX "wallet_package_purchases_user_id_index" ON "wallet_package_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_packages_business_id_index" ON "wallet_packages" USING btree ("business_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_wallet_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."wallet_package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_purchase_id_index" ON "payments" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (num_nonnulls("payments"."order_id", "payments"."purchase_id") = 1);