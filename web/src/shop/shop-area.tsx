// /shop and below (docs/shop.md, "Screens"): the catalogue, a product, the cart, an order and
// "My orders", and for admins the product management. The whole area is one chunk loaded when a
// member opens it; the admins' screen is a chunk of its own.
import { Center, Spinner } from '@chakra-ui/react';
import { useApolloClient, type ApolloCache, type InMemoryCache } from '@apollo/client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CartPage } from './cart-page';
import { CataloguePage } from './catalogue-page';
import { OrderPage, OrdersPage } from './orders-page';
import { ProductPage } from './product-page';

const AdminProductsPage = lazy(() => import('./admin-products-page').then((m) => ({ default: m.AdminProductsPage })));

interface Page {
  nodes: unknown[];
  pageInfo: unknown;
}

/** 'Load more' appends the next keyset page to the list; a fresh first page replaces it. */
const appendPages = (keyArgs: string[]) => ({
  keyArgs,
  merge(existing: Page | undefined, incoming: Page, { args }: { args: Record<string, unknown> | null }) {
    return existing && args?.after ? { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] } : incoming;
  },
});

/** Added when the shop opens, so the app's first load carries nothing of it (as avatars do). */
function shopPolicies(cache: ApolloCache<unknown>) {
  if (!('policies' in cache)) return;
  (cache as InMemoryCache).policies.addTypePolicies({
    Query: { fields: { products: appendPages(['includeArchived']), myOrders: appendPages([]) } },
  });
}

export function ShopArea() {
  const client = useApolloClient();
  useState(() => shopPolicies(client.cache));
  useEffect(() => {
    document.title = 'Shop · Pulse';
  }, []);
  return (
    <Suspense
      fallback={
        <Center py="10">
          <Spinner aria-label="Loading" />
        </Center>
      }
    >
      <Routes>
        <Route index element={<CataloguePage />} />
        <Route path="products/:id" element={<ProductPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="admin" element={<AdminProductsPage />} />
      </Routes>
    </Suspense>
  );
}
