import type { SqlMigration } from '@pulse/kit';

// The shop's tables (06xx), in the subgraph's schema `s`. The CHECKs are the last word on the
// rules the inputs already enforce: stock never below zero, money never negative.
export const shopMigrations: SqlMigration[] = [
  {
    name: '0601-shop-products',
    up: (s) => [
      `CREATE TABLE ${s}.shop_products (
         id text PRIMARY KEY,
         name text NOT NULL,
         description text NOT NULL,
         price_minor integer NOT NULL CHECK (price_minor > 0),
         currency text NOT NULL,
         images jsonb NOT NULL DEFAULT '[]',
         stock integer NOT NULL CHECK (stock >= 0),
         shipping_options jsonb NOT NULL DEFAULT '[]',
         active boolean NOT NULL DEFAULT true,
         created_by text NOT NULL,
         created_at timestamptz NOT NULL,
         updated_at timestamptz NOT NULL
       )`,
      `CREATE INDEX shop_products_listed ON ${s}.shop_products (created_at DESC, id DESC) WHERE active`,
      `CREATE INDEX shop_products_all ON ${s}.shop_products (created_at DESC, id DESC)`,
    ],
  },
  {
    name: '0602-shop-orders',
    up: (s) => [
      `CREATE TABLE ${s}.shop_orders (
         id text PRIMARY KEY,
         buyer_id text NOT NULL,
         status text NOT NULL,
         payment_method text,
         currency text NOT NULL,
         lines jsonb NOT NULL,
         subtotal_minor integer NOT NULL CHECK (subtotal_minor >= 0),
         shipping_minor integer NOT NULL CHECK (shipping_minor >= 0),
         total_minor integer NOT NULL CHECK (total_minor >= 0),
         created_at timestamptz NOT NULL,
         paid_at timestamptz
       )`,
      `CREATE INDEX shop_orders_buyer ON ${s}.shop_orders (buyer_id, created_at DESC, id DESC)`,
    ],
  },
  {
    // The expiry sweep (expiry.ts): unpaid orders, oldest first.
    name: '0603-shop-orders-unpaid',
    up: (s) => [
      `CREATE INDEX shop_orders_unpaid ON ${s}.shop_orders (created_at)
         WHERE status IN ('awaiting_payment', 'payment_pending', 'payment_failed', 'awaiting_collection')`,
    ],
  },
];
