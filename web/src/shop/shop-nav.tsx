// The shop's own links, on every shop screen: the catalogue, the cart with its count, my orders,
// and product management for admins.
import { Badge, Button, HStack, Heading } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { cartTotals } from './cart';
import { useCart } from './use-cart';

export function ShopNav({ title }: { title: string }) {
  const [items] = useCart();
  const { user } = useSession();
  const count = cartTotals(items).count;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <HStack gap="2" wrap="wrap">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/shop">Products</RouterLink>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/shop/orders">My orders</RouterLink>
        </Button>
        {user?.role === 'ADMIN' ? (
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="/shop/admin" data-testid="shop-admin-link">
              Manage products
            </RouterLink>
          </Button>
        ) : null}
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to="/shop/cart" data-testid="shop-cart-link">
            Cart
            <Badge colorPalette="blue" variant="solid" data-testid="shop-cart-count">
              {count}
            </Badge>
          </RouterLink>
        </Button>
      </HStack>
    </HStack>
  );
}
