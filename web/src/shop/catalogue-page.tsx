// /shop: the catalogue grid, newest first, 24 at a time ('Load more' reads the next keyset page).
import { Box, Button, Center, Heading, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { Link as RouterLink } from 'react-router-dom';
import { ShopProductsDocument } from '../generated/graphql';
import { formatMoney } from './money';
import { ShopNav } from './shop-nav';

export const SHOP_LOAD_ERROR = 'Failed to load products. Please try again later.';

export function CataloguePage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(ShopProductsDocument, {
    variables: { first: 24, after: null, includeArchived: false },
    notifyOnNetworkStatusChange: true,
  });
  const products = data?.products.nodes ?? [];
  const page = data?.products.pageInfo;
  return (
    <Stack gap="5" data-testid="shop-page">
      <ShopNav title="Shop" />
      {loading && !data ? (
        <Center py="10">
          <Spinner aria-label="Loading products" />
        </Center>
      ) : error && !data ? (
        <Stack align="center" py="10" gap="3">
          <Text role="alert">{SHOP_LOAD_ERROR}</Text>
          <Button variant="outline" onClick={() => void refetch().catch(() => {})}>
            Try Again
          </Button>
        </Stack>
      ) : products.length === 0 ? (
        <Stack align="center" py="10" gap="2" data-testid="shop-empty">
          <Heading as="h2" size="lg">
            No products yet
          </Heading>
          <Text color="fg.muted">The shop's products will show here once an admin adds them.</Text>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {products.map((p) => (
            <RouterLink key={p.id} to={`/shop/products/${p.id}`} data-testid="shop-product-card">
              <Stack borderWidth="1px" borderRadius="lg" overflow="hidden" gap="0" height="full" _hover={{ borderColor: 'blue.solid' }}>
                <Box aspectRatio={4 / 3} bg="bg.muted">
                  {p.images[0] ? <Image src={p.images[0]} alt={p.name} objectFit="cover" width="full" height="full" /> : null}
                </Box>
                <Stack p="3" gap="1">
                  <Text fontWeight="semibold">{p.name}</Text>
                  <Text>{formatMoney(p.priceMinor, p.currency)}</Text>
                  <Text fontSize="sm" color={p.stock > 0 ? 'fg.muted' : 'fg.error'}>
                    {p.stock > 0 ? `${p.stock} in stock` : 'Out of stock'}
                  </Text>
                </Stack>
              </Stack>
            </RouterLink>
          ))}
        </SimpleGrid>
      )}
      {page?.hasNextPage ? (
        <Center>
          <Button variant="outline" loading={loading} onClick={() => void fetchMore({ variables: { after: page.endCursor } }).catch(() => {})}>
            Load more
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
