// /shop/admin: the admins' product management (docs/shop.md, "Screens"): every product, archived
// ones too, and a form to create or edit one: name, description, price and shipping prices typed
// as money and sent as integer minor units, currency, stock, images uploaded through
// POST /api/events/upload, shipping options, active. Members who open it are told it is for
// admins (the server refuses them anyway). Its own chunk: members never load it.
import { Box, Button, Checkbox, HStack, IconButton, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { postMultipart } from '../apollo/rest';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { ShopCreateProductDocument, ShopProductsDocument, ShopUpdateProductDocument, type ShopProductFieldsFragment } from '../generated/graphql';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { CURRENCY_CHOICES, formatMoney, moneyInput, parseMoney } from './money';
import { ShopNav } from './shop-nav';
import { ImageUnderReview } from '../events/image-under-review';

export const EVENTS_UPLOAD_PATH = '/api/events/upload';
const uploaded = z.object({ url: z.string(), key: z.string(), type: z.string() });

interface ShippingDraft {
  id: string | null;
  label: string;
  price: string;
}

interface Draft {
  id: string | null;
  name: string;
  description: string;
  price: string;
  currency: string;
  stock: string;
  images: string[];
  /** Of `images`, those image screening holds (shown to the admin who uploaded them only). */
  underReview: string[];
  shipping: ShippingDraft[];
  active: boolean;
}

const EMPTY: Draft = {
  id: null,
  name: '',
  description: '',
  price: '',
  currency: 'usd',
  stock: '0',
  images: [],
  underReview: [],
  shipping: [{ id: null, label: 'Standard', price: '0.00' }],
  active: true,
};

function draftOf(p: ShopProductFieldsFragment): Draft {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: moneyInput(p.priceMinor, p.currency),
    currency: p.currency,
    stock: String(p.stock),
    images: p.images,
    underReview: p.imagesUnderReview,
    shipping: p.shippingOptions.map((o) => ({ id: o.id, label: o.label, price: moneyInput(o.priceMinor, p.currency) })),
    active: p.active,
  };
}

function ProductForm({ initial, onDone }: { initial: Draft; onDone(): void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [create, created] = useMutation(ShopCreateProductDocument, { refetchQueries: [ShopProductsDocument] });
  const [update, updated] = useMutation(ShopUpdateProductDocument);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error('Please upload an image file');
    setUploading(true);
    try {
      const form = new FormData();
      form.append('files', file, file.name);
      const answer = await postMultipart({ path: EVENTS_UPLOAD_PATH, form, answer: uploaded });
      setDraft((d) => ({ ...d, images: [...d.images, answer.url] }));
    } catch (error) {
      toast.error((error as Error).message || 'Upload failed');
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const save = async () => {
    const problems: Record<string, string> = {};
    const priceMinor = parseMoney(draft.price, draft.currency);
    if (priceMinor === null || priceMinor < 1) problems.priceMinor = 'Enter a price such as 19.99';
    const stock = /^\d{1,7}$/.test(draft.stock.trim()) ? Number(draft.stock) : null;
    if (stock === null) problems.stock = 'Enter a whole number of units';
    const shippingOptions = draft.shipping.map((s, i) => {
      const price = parseMoney(s.price, draft.currency);
      if (price === null) problems[`shippingOptions.${i}.priceMinor`] = 'Enter a price such as 4.50';
      return { id: s.id, label: s.label, priceMinor: price ?? 0 };
    });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const input = {
      name: draft.name,
      description: draft.description,
      priceMinor: priceMinor!,
      currency: draft.currency,
      stock: stock!,
      images: draft.images,
      shippingOptions,
      active: draft.active,
    };
    try {
      if (draft.id) await update({ variables: { id: draft.id, input } });
      else await create({ variables: { input } });
      toast.success(draft.id ? 'Product saved' : 'Product created');
      onDone();
    } catch (error) {
      const first = (error as { graphQLErrors?: { message: string; extensions?: { field?: unknown } }[] }).graphQLErrors?.[0];
      if (first && typeof first.extensions?.field === 'string') setErrors({ [first.extensions.field]: first.message });
      toast.error(first?.message ?? 'Something went wrong!');
    }
  };

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="4" maxW="2xl" data-testid="shop-product-form">
      <TextField label="Name" name="name" value={draft.name} onChange={(name) => set({ name })} error={errors.name} testId="shop-form-name" required />
      <TextField
        label="Description"
        name="description"
        value={draft.description}
        onChange={(description) => set({ description })}
        error={errors.description}
        testId="shop-form-description"
        multiline
      />
      <HStack gap="3" align="start">
        <TextField
          label="Price"
          name="price"
          value={draft.price}
          onChange={(price) => set({ price })}
          error={errors.priceMinor}
          testId="shop-form-price"
          placeholder="19.99"
        />
        <SelectField label="Currency" value={draft.currency} options={CURRENCY_CHOICES} onChange={(currency) => set({ currency })} testId="shop-form-currency" />
        <TextField label="Stock" name="stock" value={draft.stock} onChange={(stock) => set({ stock })} error={errors.stock} testId="shop-form-stock" />
      </HStack>
      <Stack gap="2">
        <Text fontWeight="semibold">Images</Text>
        <HStack gap="2" wrap="wrap">
          {draft.images.map((src) => (
            <Box key={src} position="relative">
              <Image src={src} alt="" boxSize="20" objectFit="cover" borderRadius="md" />
              {draft.underReview.includes(src) && (
                <Box position="absolute" bottom="1" left="1">
                  <ImageUnderReview />
                </Box>
              )}
              <IconButton
                size="2xs"
                position="absolute"
                top="1"
                right="1"
                aria-label="Remove image"
                onClick={() => set({ images: draft.images.filter((i) => i !== src) })}
              >
                ×
              </IconButton>
            </Box>
          ))}
        </HStack>
        <input ref={fileInput} type="file" accept="image/*" hidden data-testid="shop-form-image" onChange={(e) => void upload(e.target.files)} />
        <Button size="sm" variant="outline" alignSelf="start" loading={uploading} onClick={() => fileInput.current?.click()}>
          Upload image
        </Button>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">Shipping options</Text>
        {draft.shipping.map((s, i) => (
          <HStack key={i} gap="2">
            <Input
              size="sm"
              aria-label="Shipping label"
              value={s.label}
              onChange={(e) => set({ shipping: draft.shipping.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)) })}
            />
            <Input
              size="sm"
              aria-label="Shipping price"
              width="28"
              value={s.price}
              onChange={(e) => set({ shipping: draft.shipping.map((x, j) => (j === i ? { ...x, price: e.target.value } : x)) })}
            />
            <Button size="xs" variant="ghost" onClick={() => set({ shipping: draft.shipping.filter((_, j) => j !== i) })}>
              Remove
            </Button>
            {errors[`shippingOptions.${i}.priceMinor`] || errors[`shippingOptions.${i}.label`] ? (
              <Text color="fg.error" fontSize="sm">
                {errors[`shippingOptions.${i}.priceMinor`] ?? errors[`shippingOptions.${i}.label`]}
              </Text>
            ) : null}
          </HStack>
        ))}
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => set({ shipping: [...draft.shipping, { id: null, label: '', price: '0.00' }] })}>
          Add shipping option
        </Button>
      </Stack>
      <Checkbox.Root checked={draft.active} onCheckedChange={(e) => set({ active: e.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Active (shown in the shop)</Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="3">
        <Button colorPalette="blue" onClick={() => void save()} loading={created.loading || updated.loading} data-testid="shop-form-save">
          {draft.id ? 'Save product' : 'Create product'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

export function AdminProductsPage() {
  const { user } = useSession();
  const admin = user?.role === 'ADMIN';
  const { data, loading } = useQuery(ShopProductsDocument, { variables: { first: 100, after: null, includeArchived: true }, skip: !admin });
  const [editing, setEditing] = useState<Draft | null>(null);
  if (!admin)
    return (
      <Stack gap="4">
        <ShopNav title="Manage products" />
        <Text role="alert">Only admins manage the shop's products.</Text>
      </Stack>
    );
  const products = data?.products.nodes ?? [];
  return (
    <Stack gap="5" data-testid="shop-admin-page">
      <ShopNav title="Manage products" />
      {editing ? (
        <ProductForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />
      ) : (
        <Button colorPalette="blue" alignSelf="start" onClick={() => setEditing(EMPTY)} data-testid="shop-admin-new">
          New product
        </Button>
      )}
      {loading && !data ? <Text>Loading...</Text> : null}
      <Stack gap="2" maxW="2xl">
        {products.map((p) => (
          <HStack key={p.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" data-testid="shop-admin-row">
            <Stack gap="0">
              <Text fontWeight="semibold">
                {p.name}
                {p.active ? '' : ' (archived)'}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {formatMoney(p.priceMinor, p.currency)} · {p.stock} in stock · {p.shippingOptions.length} shipping options
              </Text>
            </Stack>
            <Button size="sm" variant="outline" onClick={() => setEditing(draftOf(p))}>
              Edit
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
