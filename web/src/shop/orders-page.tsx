// /shop/orders: the member's orders, newest first; /shop/orders/:id: one order (the confirmation
// after checkout), its lines and totals as the server priced them, and where its payment stands:
// awaiting collection (pay in person), payment started with Stripe (its client secret is what a
// Stripe card form would confirm; that form is not part of this app), paid, or failed (pay again),
// and until when an unpaid order holds its items (then it expires).
import { Badge, Button, Center, HStack, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { useRefetchWhilePending, useStripeReturn } from '../payments/stripe-return';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import {
  ShopCancelOrderDocument,
  ShopMarkOrderCollectedDocument,
  ShopMyOrdersDocument,
  ShopOrderDocument,
  ShopPayOrderDocument,
  type OrderStatus,
  type ShopOrderFieldsFragment,
} from '../generated/graphql';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { formatMoney } from './money';
import { ShopNav } from './shop-nav';

const formatDate = (iso: string) => new Date(iso).toLocaleString();

export const STATUS_TEXT: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  PAYMENT_PENDING: 'Payment started',
  PAYMENT_FAILED: 'Payment failed',
  AWAITING_COLLECTION: 'Pay on collection',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};
const STATUS_PALETTE: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'gray',
  PAYMENT_PENDING: 'blue',
  PAYMENT_FAILED: 'red',
  AWAITING_COLLECTION: 'orange',
  PAID: 'green',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
};

function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-testid="shop-order-status">
      {STATUS_TEXT[status]}
    </Badge>
  );
}

function OrderSummary({ order }: { order: ShopOrderFieldsFragment }) {
  return (
    <Stack gap="3" maxW="2xl">
      {order.lines.map((line, i) => (
        <HStack key={`${line.productId}-${i}`} justify="space-between" align="start" data-testid="shop-order-line">
          <Stack gap="0">
            <Text fontWeight="semibold">
              {line.name} × {line.quantity}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatMoney(line.unitPriceMinor, order.currency)} each
              {line.shippingLabel ? ` · ${line.shippingLabel} ${formatMoney(line.shippingPriceMinor, order.currency)}` : ''}
            </Text>
          </Stack>
          <Text>{formatMoney(line.totalMinor, order.currency)}</Text>
        </HStack>
      ))}
      <Separator />
      <HStack justify="space-between">
        <Text>Subtotal</Text>
        <Text>{formatMoney(order.subtotalMinor, order.currency)}</Text>
      </HStack>
      <HStack justify="space-between">
        <Text>Shipping</Text>
        <Text>{formatMoney(order.shippingMinor, order.currency)}</Text>
      </HStack>
      <HStack justify="space-between" fontWeight="bold">
        <Text>Total</Text>
        <Text data-testid="shop-order-total">{formatMoney(order.totalMinor, order.currency)}</Text>
      </HStack>
    </Stack>
  );
}

export function OrderPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(ShopOrderDocument, { variables: { id } });
  const [pay, paying] = useMutation(ShopPayOrderDocument);
  const [cancel, cancelling] = useMutation(ShopCancelOrderDocument);
  const [markCollected, marking] = useMutation(ShopMarkOrderCollectedDocument);
  const { user } = useSession();
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>((location.state as { checkoutUrl?: string | null } | null)?.checkoutUrl ?? null);
  const order = data?.order;
  const returned = useStripeReturn();
  const waiting = useRefetchWhilePending(returned === 'done' && order?.status === 'PAYMENT_PENDING', refetch);
  if (loading && !order)
    return (
      <Center py="10">
        <Spinner aria-label="Loading order" />
      </Center>
    );
  if (!order)
    return (
      <Stack gap="4">
        <ShopNav title="Order" />
        <Text role="alert">{error ? 'This order could not be found.' : ''}</Text>
      </Stack>
    );
  const startPayment = async () => {
    const started = await pay({ variables: { orderId: order.id } }).catch(() => null);
    const url = started?.data?.payOrder.checkoutUrl ?? null;
    setCheckoutUrl(url);
    return url;
  };
  // Back on the page without the link (a reload): payOrder answers the same session's page.
  const openCheckout = async () => {
    const url = await startPayment();
    if (url) window.location.assign(url);
  };
  const serverMessage = (error: unknown) => (error as { graphQLErrors?: { message: string }[] }).graphQLErrors?.[0]?.message ?? 'Something went wrong!';
  const cancelOrder = () =>
    cancel({ variables: { orderId: order.id } }).then(
      () => toast.success('Order cancelled'),
      (error: unknown) => toast.error(serverMessage(error)),
    );
  const collected = () =>
    markCollected({ variables: { orderId: order.id } }).then(
      () => toast.success('Marked collected and paid'),
      (error: unknown) => toast.error(serverMessage(error)),
    );
  const mine = order.status === 'AWAITING_PAYMENT' || order.status === 'AWAITING_COLLECTION';
  return (
    <Stack gap="5" data-testid="shop-order-page">
      <ShopNav title="Order" />
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">Order {order.id}</Text>
        <StatusBadge status={order.status} />
        <Text color="fg.muted" fontSize="sm">
          {formatDate(order.createdAt)}
        </Text>
      </HStack>
      {order.status === 'AWAITING_COLLECTION' ? (
        <Text data-testid="shop-order-note">Thank you! Your order is reserved. Pay when you collect it: no card was charged.</Text>
      ) : order.status === 'CANCELLED' ? (
        <Text data-testid="shop-order-note">This order was cancelled.</Text>
      ) : order.status === 'EXPIRED' ? (
        <Text data-testid="shop-order-note">This order expired before it was paid: its items went back on sale.</Text>
      ) : order.status === 'PAID' ? (
        <Text data-testid="shop-order-note">Paid{order.paidAt ? ` on ${formatDate(order.paidAt)}` : ''}. Thank you!</Text>
      ) : order.status === 'PAYMENT_PENDING' ? (
        <Stack gap="1" data-testid="shop-order-note">
          {returned === 'done' ? (
            <Text data-testid="shop-order-waiting">
              Waiting for Stripe to confirm the payment.{waiting ? '' : ' This page shows it once Stripe has; reload it later.'}
            </Text>
          ) : (
            <>
              <Text>Payment started with Stripe. This order is marked paid as soon as Stripe confirms the payment.</Text>
              {returned === 'cancelled' ? <Text fontSize="sm">You left Stripe&apos;s page without paying: pay when you are ready.</Text> : null}
              <HStack>
                {checkoutUrl ? (
                  <Button asChild size="sm" colorPalette="blue">
                    <a href={checkoutUrl} data-testid="shop-pay-with-stripe">
                      Pay with Stripe
                    </a>
                  </Button>
                ) : (
                  <Button size="sm" colorPalette="blue" loading={paying.loading} onClick={() => void openCheckout()} data-testid="shop-pay-with-stripe">
                    Pay with Stripe
                  </Button>
                )}
              </HStack>
            </>
          )}
        </Stack>
      ) : (
        <HStack gap="3" data-testid="shop-order-note">
          <Text>{order.status === 'PAYMENT_FAILED' ? 'The payment failed.' : 'No payment was started yet.'}</Text>
          <Button size="sm" colorPalette="blue" loading={paying.loading} onClick={() => void startPayment()}>
            Pay now
          </Button>
        </HStack>
      )}
      {order.expiresAt ? (
        <Text fontSize="sm" color="fg.muted" data-testid="shop-order-expires">
          {order.status === 'AWAITING_COLLECTION' ? 'Reserved until' : 'Pay by'} {formatDate(order.expiresAt)}; after that the order expires and its items go back on
          sale.
        </Text>
      ) : null}
      <OrderSummary order={order} />
      <HStack gap="3">
        {mine ? (
          <Button size="sm" variant="outline" colorPalette="red" loading={cancelling.loading} onClick={() => void cancelOrder()} data-testid="shop-order-cancel">
            Cancel order
          </Button>
        ) : null}
        {order.status === 'AWAITING_COLLECTION' && user?.role === 'ADMIN' ? (
          <Button size="sm" colorPalette="green" loading={marking.loading} onClick={() => void collected()} data-testid="shop-order-collected">
            Mark collected and paid
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

export function OrdersPage() {
  const { data, loading, error, fetchMore } = useQuery(ShopMyOrdersDocument, { variables: { first: 20, after: null }, notifyOnNetworkStatusChange: true });
  const orders = data?.myOrders.nodes ?? [];
  const page = data?.myOrders.pageInfo;
  return (
    <Stack gap="5" data-testid="shop-orders-page">
      <ShopNav title="My orders" />
      {loading && !data ? (
        <Center py="10">
          <Spinner aria-label="Loading orders" />
        </Center>
      ) : error && !data ? (
        <Text role="alert">Failed to load your orders. Please try again later.</Text>
      ) : orders.length === 0 ? (
        <Text data-testid="shop-orders-empty">You have no orders yet.</Text>
      ) : (
        <Stack gap="2" maxW="2xl">
          {orders.map((o) => (
            <RouterLink key={o.id} to={`/shop/orders/${o.id}`} data-testid="shop-orders-row">
              <HStack justify="space-between" borderWidth="1px" borderRadius="md" p="3" _hover={{ borderColor: 'blue.solid' }}>
                <Stack gap="0">
                  <Text fontWeight="semibold">{o.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(o.createdAt)}
                  </Text>
                </Stack>
                <HStack gap="3">
                  <StatusBadge status={o.status} />
                  <Text>{formatMoney(o.totalMinor, o.currency)}</Text>
                </HStack>
              </HStack>
            </RouterLink>
          ))}
        </Stack>
      )}
      {page?.hasNextPage ? (
        <Button variant="outline" alignSelf="start" loading={loading} onClick={() => void fetchMore({ variables: { after: page.endCursor } }).catch(() => {})}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
