// /shop/products/:id: one product, its images, the shipping choice and 'Add to cart' (the same
// product again adds one more: cart.ts).
import { Box, Button, Center, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ShopProductDocument } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { addToCart } from './cart';
import { formatMoney } from './money';
import { cartProductOf } from './product-card-data';
import { ShopNav } from './shop-nav';
import { useCart } from './use-cart';
import { ImageUnderReview } from '../events/image-under-review';

export function ProductPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ShopProductDocument, { variables: { id } });
  const [items, setItems] = useCart();
  const [shipping, setShipping] = useState<string | null>(null);
  const product = data?.product;
  if (loading && !product)
    return (
      <Center py="10">
        <Spinner aria-label="Loading product" />
      </Center>
    );
  if (!product)
    return (
      <Stack gap="4">
        <ShopNav title="Shop" />
        <Text role="alert">{error ? 'This product is not available.' : ''}</Text>
      </Stack>
    );
  const chosen = shipping ?? product.shippingOptions[0]?.id ?? null;
  const inCart = items.find((i) => i.productId === product.id)?.quantity ?? 0;
  const add = () => {
    setItems(addToCart(items, cartProductOf(product), chosen));
    toast.success(`${product.name} added to your cart`);
  };
  return (
    <Stack gap="5" data-testid="shop-product-page">
      <ShopNav title={product.name} />
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="start">
        <Stack flex="1" gap="2">
          <Box aspectRatio={4 / 3} bg="bg.muted" borderRadius="lg" overflow="hidden" width="full">
            {product.images[0] ? <Image src={product.images[0]} alt={product.name} objectFit="cover" width="full" height="full" /> : null}
          </Box>
          {product.imagesUnderReview.length ? <ImageUnderReview detail /> : null}
          <HStack gap="2" wrap="wrap">
            {product.images.slice(1).map((src) => (
              <Image key={src} src={src} alt="" boxSize="16" objectFit="cover" borderRadius="md" />
            ))}
          </HStack>
        </Stack>
        <Stack flex="1" gap="4">
          <Text fontSize="2xl" fontWeight="bold" data-testid="shop-product-price">
            {formatMoney(product.priceMinor, product.currency)}
          </Text>
          {product.description ? <Text whiteSpace="pre-wrap">{product.description}</Text> : null}
          <Text color={product.stock > 0 ? 'fg.muted' : 'fg.error'}>{product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}</Text>
          {product.shippingOptions.length ? (
            // Buttons in a radio group rather than Chakra's RadioGroup: its recipes would add to
            // the first page's JavaScript (the theme carries only what the app's screens use).
            <Stack gap="2" role="radiogroup" aria-label="Shipping">
              <Text fontWeight="semibold">Shipping</Text>
              {product.shippingOptions.map((o) => (
                <Button
                  key={o.id}
                  role="radio"
                  aria-checked={chosen === o.id}
                  variant={chosen === o.id ? 'solid' : 'outline'}
                  justifyContent="flex-start"
                  onClick={() => setShipping(o.id)}
                  data-testid={`shop-shipping-${o.id}`}
                >
                  {o.label} · {formatMoney(o.priceMinor, product.currency)}
                </Button>
              ))}
            </Stack>
          ) : null}
          <HStack gap="3">
            <Button colorPalette="blue" onClick={add} disabled={product.stock === 0} data-testid="shop-add-to-cart">
              Add to cart
            </Button>
            {inCart ? (
              <Button asChild variant="outline">
                <RouterLink to="/shop/cart">View cart ({inCart})</RouterLink>
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Stack>
    </Stack>
  );
}
