// checkout: the member's cart becomes an order. The cart sends product ids, quantities and the
// chosen shipping, never prices: every line is priced from the catalogue as it is now. In one
// transaction each product's stock is taken with a conditional UPDATE (stock >= quantity, the
// product active), so concurrent checkouts can never take stock below zero: the row lock makes
// the last units go to exactly one of them and the others see what is left. A product that
// vanished (deleted or archived) or has too few units refuses the whole cart (CONFLICT with
// reason PRODUCT_UNAVAILABLE or OUT_OF_STOCK and the productId) and nothing is taken.
// Line total = unit price x quantity + the chosen shipping price (once per line, spec section 9).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, ConflictError, SignedIn, requireUser, table, type InputOf, type SubgraphContext } from '@pulse/kit';
import { Order, OrderLine, OrderStatus, type ShippingOption } from '../entities.js';
import { CheckoutInput } from '../inputs.js';
import { MAX_AMOUNT_MINOR, MIXED_CURRENCIES, ORDER_TOO_LARGE, OUT_OF_STOCK, PRODUCT_UNAVAILABLE, SHIPPING_REQUIRED, UNKNOWN_SHIPPING } from '../limits.js';

interface TakenProduct {
  id: string;
  name: string;
  price_minor: number;
  currency: string;
  shipping_options: ShippingOption[];
}

@Resolver()
export class CheckoutResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Order, { description: 'Orders the cart: prices it from the catalogue, takes the stock, answers the order (AWAITING_PAYMENT); then payOrder.' })
  async checkout(@Arg('input', () => CheckoutInput) input: InputOf<typeof CheckoutInput>, @Ctx() ctx: SubgraphContext): Promise<Order> {
    const buyer = requireUser(ctx.auth);
    const wanted = new Map<string, number>();
    for (const line of input.lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    const products = table(ctx, 'shop_products');

    return ctx.em.transactional(async (em) => {
      const connection = em.getConnection();
      const tx = em.getTransactionContext();
      const taken = new Map<string, TakenProduct>();
      // In id order: two carts sharing products lock them in the same order, never a deadlock.
      for (const productId of [...wanted.keys()].sort()) {
        const quantity = wanted.get(productId)!;
        const [row] = await connection.execute<TakenProduct[]>(
          `UPDATE ${products} SET stock = stock - ? WHERE id = ? AND active AND stock >= ? RETURNING id, name, price_minor, currency, shipping_options`,
          [quantity, productId, quantity],
          'all',
          tx,
        );
        if (row) {
          taken.set(productId, row);
          continue;
        }
        const [found] = await connection.execute<{ active: boolean; stock: number }[]>(`SELECT active, stock FROM ${products} WHERE id = ?`, [productId], 'all', tx);
        if (!found?.active) throw new ConflictError(PRODUCT_UNAVAILABLE, 'lines', { reason: 'PRODUCT_UNAVAILABLE', productId });
        throw new ConflictError(OUT_OF_STOCK, 'lines', { reason: 'OUT_OF_STOCK', productId, available: found.stock });
      }

      const lines = input.lines.map((line, index): OrderLine => {
        const product = taken.get(line.productId)!;
        let shipping: ShippingOption | undefined;
        if (line.shippingOptionId) {
          shipping = product.shipping_options.find((option) => option.id === line.shippingOptionId);
          if (!shipping) throw new BadUserInputError(UNKNOWN_SHIPPING, `lines.${index}.shippingOptionId`, 'UNKNOWN_SHIPPING_OPTION');
        } else if (product.shipping_options.length) {
          throw new BadUserInputError(SHIPPING_REQUIRED, `lines.${index}.shippingOptionId`, 'SHIPPING_REQUIRED');
        }
        const shippingPriceMinor = shipping?.priceMinor ?? 0;
        return {
          productId: product.id,
          name: product.name,
          unitPriceMinor: product.price_minor,
          quantity: line.quantity,
          shippingOptionId: shipping?.id ?? null,
          shippingLabel: shipping?.label ?? null,
          shippingPriceMinor,
          totalMinor: product.price_minor * line.quantity + shippingPriceMinor,
        };
      });
      const currencies = new Set([...taken.values()].map((p) => p.currency));
      if (currencies.size > 1) throw new BadUserInputError(MIXED_CURRENCIES, 'lines', 'MIXED_CURRENCIES');
      // Integers all the way: at most 50 lines of 99 x 99,999,999 stays far inside 2^53.
      const subtotalMinor = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
      const shippingMinor = lines.reduce((sum, l) => sum + l.shippingPriceMinor, 0);
      const totalMinor = subtotalMinor + shippingMinor;
      if (totalMinor > MAX_AMOUNT_MINOR) throw new BadUserInputError(ORDER_TOO_LARGE, 'lines', 'ORDER_TOO_LARGE');

      const order = Object.assign(new Order(), {
        buyerId: buyer.id,
        status: OrderStatus.AWAITING_PAYMENT,
        currency: [...currencies][0],
        lines,
        subtotalMinor,
        shippingMinor,
        totalMinor,
        createdAt: ctx.services.clock.now(),
      });
      em.persist(order);
      return order;
    });
  }
}
