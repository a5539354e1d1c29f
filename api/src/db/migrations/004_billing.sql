-- Billing: coupons (server data), each team's Stripe ids and card summary, the invoices Stripe
-- reported, and the webhook events already applied (Stripe retries; each applies once).

CREATE TABLE coupons (
  -- Stored upper case; codes are matched case-insensitively.
  code text PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 64),
  -- A fraction: 0.2 is 20% off.
  discount double precision NOT NULL CHECK (discount > 0 AND discount <= 1),
  -- The matching Stripe coupon, created on first use when Stripe is configured.
  stripe_coupon_id text,
  -- Null: never expires.
  expires_at timestamptz,
  time_created timestamptz NOT NULL DEFAULT now()
);
-- An example for trying the panel; the operator adds more with `pnpm --filter @vigil/api coupon:add`.
INSERT INTO coupons (code, discount) VALUES ('WELCOME20', 0.2);

CREATE TABLE billing_accounts (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  stripe_customer_id text UNIQUE,
  stripe_subscription_id text UNIQUE,
  -- The default card: {id, brand, last4, exp_month, exp_year}; never the number.
  card jsonb,
  -- The plan a SetupIntent is waiting for: {name, interval, coupon}.
  pending_plan jsonb,
  -- Cloud tasks over the monthly quota, not yet added to an invoice.
  overage_tasks integer NOT NULL DEFAULT 0,
  time_updated timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE invoices (
  -- Stripe's invoice id.
  id text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  number text,
  status text NOT NULL,
  amount_due integer NOT NULL,
  amount_paid integer NOT NULL,
  currency text NOT NULL,
  hosted_invoice_url text,
  invoice_pdf text,
  time_created timestamptz NOT NULL
);
CREATE INDEX invoices_account ON invoices (account_id, time_created DESC);

CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  time_received timestamptz NOT NULL DEFAULT now()
);
