// The shop's tables: one class each is both the table (MikroORM) and the public type
// (type-graphql). A Product is the catalogue's row (admins manage it); an Order is what a
// checkout made, its lines a snapshot of the catalogue at that moment (name, unit price,
// shipping), so a later price change or a deleted product never rewrites an order. Money is
// integer minor units. docs/shop.md.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { newId } from '@pulse/kit';

@ObjectType('ShippingOption', { description: "One way a product can be delivered, and what it adds to a cart line's total." })
export class ShippingOption {
  @Field(() => ID, { description: 'Stable within its product (the cart names it as selectedShippingId).' }) id!: string;
  @Field(() => String) label!: string;
  @Field(() => Int, { description: 'Integer minor units (cents), once per cart line.' }) priceMinor!: number;
}

@Entity({ tableName: 'shop_products' })
@ObjectType('Product', { description: 'A product of the shop catalogue. Members see active products; admins manage them.' })
export class Product {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id: string = newId();

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  description!: string;

  @Property({ type: 'integer', fieldName: 'price_minor' })
  @Field(() => Int, { description: 'Price in integer minor units of currency (cents).' })
  priceMinor!: number;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'ISO 4217 code, lower case (usd).' })
  currency!: string;

  /** Image URLs; published by screening/image-fields.ts, which leaves out those held for review. */
  @Property({ type: 'json' })
  images: string[] = [];

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Units left; a checkout never takes it below zero.' })
  stock!: number;

  @Property({ type: 'json', fieldName: 'shipping_options' })
  @Field(() => [ShippingOption])
  shippingOptions: ShippingOption[] = [];

  @Property({ type: 'boolean' })
  @Field(() => Boolean, { description: 'False: archived, hidden from members and refused at checkout.' })
  active: boolean = true;

  @Property({ type: 'string', fieldName: 'created_by' })
  createdBy!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt!: Date;

  @Property({ type: 'Date', fieldName: 'updated_at' })
  @Field(() => Date)
  updatedAt!: Date;
}

export enum OrderStatus {
  AWAITING_PAYMENT = 'awaiting_payment',
  PAYMENT_PENDING = 'payment_pending',
  PAYMENT_FAILED = 'payment_failed',
  AWAITING_COLLECTION = 'awaiting_collection',
  PAID = 'paid',
  CANCELLED = 'cancelled',
  EXPIRED = 'expired',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    'AWAITING_PAYMENT: placed, stock held, no payment started; PAYMENT_PENDING: the provider is taking the payment; PAYMENT_FAILED: the provider refused it (payOrder again); AWAITING_COLLECTION: to be paid on collection (no provider configured); PAID: the provider confirmed it, or an admin marked it collected and paid; CANCELLED: cancelled before payment, its stock given back; EXPIRED: not paid in time (PAYMENT_HOLD_MINUTES, or COLLECTION_HOLD_DAYS on collection), its stock given back.',
});

@ObjectType('OrderLine', { description: "One line of an order: the catalogue's price and shipping when it was placed." })
export class OrderLine {
  @Field(() => ID) productId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) unitPriceMinor!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => ID, { nullable: true }) shippingOptionId!: string | null;
  @Field(() => String, { nullable: true }) shippingLabel!: string | null;
  @Field(() => Int) shippingPriceMinor!: number;
  @Field(() => Int, { description: 'unitPriceMinor x quantity + shippingPriceMinor.' }) totalMinor!: number;
}

@Entity({ tableName: 'shop_orders' })
@ObjectType('Order', { description: 'What a checkout made. Only its buyer (and admins) see it.' })
export class Order {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id: string = newId();

  @Property({ type: 'string', fieldName: 'buyer_id' })
  buyerId!: string;

  @Property({ type: 'string' })
  @Field(() => OrderStatus)
  status: OrderStatus = OrderStatus.AWAITING_PAYMENT;

  @Property({ type: 'string', fieldName: 'payment_method', nullable: true })
  @Field(() => String, { nullable: true, description: 'STRIPE or OFFLINE once a payment was started.' })
  paymentMethod: string | null = null;

  @Property({ type: 'string' })
  @Field(() => String)
  currency!: string;

  @Property({ type: 'json' })
  @Field(() => [OrderLine])
  lines: OrderLine[] = [];

  @Property({ type: 'integer', fieldName: 'subtotal_minor' })
  @Field(() => Int, { description: 'Sum of unit price x quantity.' })
  subtotalMinor!: number;

  @Property({ type: 'integer', fieldName: 'shipping_minor' })
  @Field(() => Int, { description: "Sum of the lines' shipping prices." })
  shippingMinor!: number;

  @Property({ type: 'integer', fieldName: 'total_minor' })
  @Field(() => Int)
  totalMinor!: number;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt!: Date;

  @Property({ type: 'Date', fieldName: 'paid_at', nullable: true })
  @Field(() => Date, { nullable: true })
  paidAt: Date | null = null;
}

export const shopEntities = [Product, Order];
