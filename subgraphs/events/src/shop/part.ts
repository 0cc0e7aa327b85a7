// Shop: the product catalogue (admins manage it), checkout of a member's cart into an order
// (priced from the catalogue, stock taken without ever going below zero) and paying it through
// the payments part; unpaid orders expire and give their stock back. docs/shop.md.
import type { SubgraphPart } from '@pulse/kit';
import { onPaymentSettled } from '../payments/index.js';
import { shopEntities } from './entities.js';
import { shopMigrations } from './migrations.js';
import { CancelOrderResolver } from './operations/cancel-order.js';
import { CheckoutResolver } from './operations/checkout.js';
import { CreateProductResolver } from './operations/create-product.js';
import { DeleteProductResolver } from './operations/delete-product.js';
import { MarkOrderCollectedResolver } from './operations/mark-order-collected.js';
import { OrdersResolver } from './operations/orders.js';
import { ORDER_PURPOSE, PayOrderResolver } from './operations/pay-order.js';
import { ProductsResolver } from './operations/products.js';
import { UpdateProductResolver } from './operations/update-product.js';
import { orderPaymentSettled } from './payment-settled.js';
import { startOrderExpiry } from './expiry.js';
import { OrderExpiryResolver } from './operations/order-expiry.js';
import { shopMemberData } from './member-data.js';

onPaymentSettled(ORDER_PURPOSE, orderPaymentSettled);

export const shop: SubgraphPart = {
  name: 'shop',
  resolvers: [
    ProductsResolver,
    CreateProductResolver,
    UpdateProductResolver,
    DeleteProductResolver,
    CheckoutResolver,
    OrdersResolver,
    PayOrderResolver,
    CancelOrderResolver,
    MarkOrderCollectedResolver,
    OrderExpiryResolver,
  ],
  entities: shopEntities,
  migrations: shopMigrations,
  // Unpaid orders past their hold give their stock back (expiry.ts).
  background: startOrderExpiry,
  memberData: shopMemberData,
};
