// /shop/cart: the cart of this browser (cart-storage), each line with its quantity, shipping
// choice and total, the cart's totals, and checkout. Checkout sends product ids, quantities and
// shipping only; the server prices the order from its catalogue (a changed price shows in the
// order), takes the stock and starts the payment: with Stripe configured the order waits for
// Stripe, without it the order is paid on collection, as the page says before the member checks out.
import { Button, HStack, IconButton, Image, NativeSelect, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ShopCheckoutDocument, ShopPaymentProviderDocument, ShopPayOrderDocument } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { cartTotals, lineTotal, removeFromCart, setQuantity, setShipping, type CartItem } from './cart';
import { formatMoney } from './money';
import { ShopNav } from './shop-nav';
import { useCart } from './use-cart';

export const OFFLINE_NOTE = 'Pay on collection: no card is taken online. Your order is reserved and you pay when you collect it.';
export const STRIPE_NOTE = 'Card payment through Stripe: checking out starts a payment for the total below.';

/** The server's words for a refused cart, or the spec's fallback. */
function checkoutError(error: unknown, items: readonly CartItem[]): string {
  const first = (error as { graphQLErrors?: { message: string; extensions?: { productId?: unknown } }[] }).graphQLErrors?.[0];
  if (!first) return 'Something went wrong!';
  const name = items.find((i) => i.productId === first.extensions?.productId)?.product.name;
  return name ? `${first.message}: ${name}` : first.message;
}

function CartLine({ item, items, onChange }: { item: CartItem; items: CartItem[]; onChange(next: CartItem[]): void }) {
  const { product } = item;
  return (
    <HStack gap="3" align="start" data-testid="shop-cart-line">
      {product.image ? <Image src={product.image} alt="" boxSize="16" objectFit="cover" borderRadius="md" /> : null}
      <Stack flex="1" gap="2">
        <HStack justify="space-between" align="start">
          <RouterLink to={`/shop/products/${product.id}`}>
            <Text fontWeight="semibold">{product.name}</Text>
          </RouterLink>
          <Text fontWeight="semibold" data-testid="shop-line-total">
            {formatMoney(lineTotal(item), product.currency)}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatMoney(product.price, product.currency)} each
        </Text>
        <HStack gap="3" wrap="wrap">
          <HStack gap="1">
            <IconButton size="xs" variant="outline" aria-label="One less" onClick={() => onChange(setQuantity(items, product.id, item.quantity - 1))}>
              −
            </IconButton>
            <Text minW="6" textAlign="center" data-testid="shop-line-quantity">
              {item.quantity}
            </Text>
            <IconButton size="xs" variant="outline" aria-label="One more" onClick={() => onChange(setQuantity(items, product.id, item.quantity + 1))}>
              +
            </IconButton>
          </HStack>
          {product.shippingOptions.length ? (
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field
                aria-label="Shipping"
                data-testid="shop-line-shipping"
                value={item.selectedShippingId ?? ''}
                onChange={(e) => onChange(setShipping(items, product.id, e.target.value))}
              >
                {product.shippingOptions.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label} · {formatMoney(o.price, product.currency)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
          <Button size="xs" variant="ghost" onClick={() => onChange(removeFromCart(items, product.id))}>
            Remove
          </Button>
        </HStack>
      </Stack>
    </HStack>
  );
}

export function CartPage() {
  const [items, setItems] = useCart();
  const navigate = useNavigate();
  const provider = useQuery(ShopPaymentProviderDocument).data?.paymentProvider;
  const [checkout] = useMutation(ShopCheckoutDocument);
  const [pay] = useMutation(ShopPayOrderDocument);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const totals = cartTotals(items);
  const currency = totals.currency ?? 'usd';

  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    let orderId: string | null = null;
    try {
      const placed = await checkout({
        variables: { input: { lines: items.map((i) => ({ productId: i.productId, quantity: i.quantity, shippingOptionId: i.selectedShippingId })) } },
      });
      orderId = placed.data?.checkout.id ?? null;
      if (!orderId) throw new Error('Something went wrong!');
      // The order exists and holds its stock: the cart is done with, whatever the payment does next.
      setItems([]);
      const started = await pay({ variables: { orderId } });
      navigate(`/shop/orders/${orderId}`, { state: { checkoutUrl: started.data?.payOrder.checkoutUrl ?? null } });
    } catch (error) {
      if (orderId) {
        toast.error('Your order was placed but its payment could not be started. Try again from the order.');
        navigate(`/shop/orders/${orderId}`);
      } else setFailure(checkoutError(error, items));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="5" data-testid="shop-cart-page">
      <ShopNav title="Your cart" />
      {items.length === 0 ? (
        <Stack align="center" py="10" gap="3" data-testid="shop-cart-empty">
          <Text>Your cart is empty</Text>
          <Button asChild variant="outline">
            <RouterLink to="/shop">Browse products</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="4" maxW="2xl">
          {items.map((item) => (
            <CartLine key={item.productId} item={item} items={items} onChange={setItems} />
          ))}
          <Separator />
          <Stack gap="1">
            <HStack justify="space-between">
              <Text>Subtotal</Text>
              <Text data-testid="shop-subtotal">{formatMoney(totals.subtotal, currency)}</Text>
            </HStack>
            <HStack justify="space-between">
              <Text>Shipping</Text>
              <Text data-testid="shop-shipping-total">{formatMoney(totals.shipping, currency)}</Text>
            </HStack>
            <HStack justify="space-between" fontWeight="bold">
              <Text>Total</Text>
              <Text data-testid="shop-total">{formatMoney(totals.total, currency)}</Text>
            </HStack>
          </Stack>
          {provider ? (
            <Text fontSize="sm" color="fg.muted" data-testid="shop-payment-note">
              {provider === 'STRIPE' ? STRIPE_NOTE : OFFLINE_NOTE}
            </Text>
          ) : null}
          {failure ? (
            <Text role="alert" color="fg.error" data-testid="shop-checkout-error">
              {failure}
            </Text>
          ) : null}
          <Button colorPalette="blue" onClick={() => void submit()} loading={submitting} loadingText="Placing order..." disabled={!provider} data-testid="shop-checkout">
            {provider === 'STRIPE' ? 'Check out and pay' : 'Place order (pay on collection)'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
