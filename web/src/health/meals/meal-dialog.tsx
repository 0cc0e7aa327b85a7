// Create New Meal (composer): upload a photo, name the foods on it (or let a configured vision
// service name them), analyze, review and edit, preview the photo with its nutrition overlay,
// post. Lazy: the composer loads this file only when the dialog opens.
import { useApolloClient, useMutation } from '@apollo/client';
import { Badge, Box, Button, Checkbox, Field, HStack, Image, Input, InputGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { AppDialog } from '../../components/dialog';
import { FormMessage } from '../../components/form-error';
import { useZodForm } from '../../forms/use-zod-form';
import { uploadPostMedia } from '../../composer/upload-post-media';
import { MealAnalyzeDocument, MealPostDocument, MealPreviewOverlayDocument, type MealAnalyzeMutation } from '../../generated/graphql';
import { errorCode, formErrors } from '../../errors/graphql-errors';
import { toast } from '../../toasts/toast';
import { GRADE_PALETTE, nutritionGrade } from '../../feed/meal-values';
import { uploadHealthFile } from '../upload-health-file';
import { entries, mealFormSchema, type MealForm, type MealFormValues } from './meal-form';
import { imageFileProblem, MEAL_POSTED, MEAL_TOASTS, nextStep, NO_IMAGE, type MealStep } from './meal-steps';
import { blankRow, FoodRows } from './food-rows';
import { checkedRows, FIX_MARKED_ROWS, portionsOf, rowsWithServerErrors, type FoodRow } from './food-rows-model';
import { refreshHealthDay } from '../daily/refresh-day';

type Analysis = MealAnalyzeMutation['analyzeMeal'];

/** The review's numbers, each with the unit people write after it. */
const AMOUNTS = [
  ['calories', 'Calories', 'kcal'],
  ['protein', 'Protein', 'g'],
  ['carbs', 'Carbs', 'g'],
  ['fats', 'Fats', 'g'],
] as const;

interface Props {
  open: boolean;
  onClose(): void;
  onPosted?: (post: { id: string }) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data URL')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export default function MealDialog({ open, onClose, onPosted }: Props) {
  const [step, setStep] = useState<MealStep>('upload');
  /** The photo as a data URL, for showing it here. */
  const [image, setImage] = useState<string | null>(null);
  /** The photo uploaded once (POST /api/health/uploads); the operations take its key. */
  const [file, setFile] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [foods, setFoods] = useState<FoodRow[]>(() => [blankRow()]);
  const [foodsError, setFoodsError] = useState<string | null>(null);
  const client = useApolloClient();
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [overlayUrl, setOverlayUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const [analyze] = useMutation(MealAnalyzeDocument);
  const [preview] = useMutation(MealPreviewOverlayDocument);
  const [postMeal] = useMutation(MealPostDocument);
  const form = useZodForm(mealFormSchema, blankForm());
  const { register, formState, reset, getValues } = form;
  const errors = formState.errors;

  const go = (action: Parameters<typeof nextStep>[1]) => setStep((s) => nextStep(s, action));

  const clear = () => {
    setImage(null);
    setFile(null);
    setImageKey(null);
    setImageError(null);
    setFoods([blankRow()]);
    setFoodsError(null);
    setAnalysis(null);
    setOverlayUrl(null);
    go('clear');
  };
  const startOver = () => {
    clear();
    reset(blankForm());
    go('start-over');
  };
  const close = () => {
    startOver();
    onClose();
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    setImageError(problem);
    if (problem) return;
    try {
      setImage(await readAsDataUrl(file));
      setFile(file);
      setImageKey(null);
    } catch (error) {
      console.error('[meal] reading the photo failed', error);
      toast.error(MEAL_TOASTS.readFailed);
    }
  };

  /** The upload's key, uploading the photo the first time it is needed. */
  const photoKey = async (): Promise<string> => {
    if (imageKey) return imageKey;
    if (!file) throw new Error('no photo');
    const key = await uploadHealthFile('meal-image', file);
    setImageKey(key);
    return key;
  };

  const runAnalyze = async () => {
    if (!image || !file) return setImageError(NO_IMAGE);
    const checked = checkedRows(foods);
    if (checked) return setFoods(checked);
    const named = portionsOf(foods);
    setFoodsError(null);
    setBusy(true);
    try {
      const { data } = await analyze({ variables: { input: { imageKey: await photoKey(), foods: named.foods } } });
      const result = data?.analyzeMeal;
      if (!result) throw new Error('no analysis');
      setAnalysis(result);
      if (!result.foods.length) {
        // Nothing to compute yet: the answer says why (no vision service, nothing recognised).
        setImageError(result.message ?? null);
        return;
      }
      const n = result.nutritionalAnalysis;
      reset({
        ...blankForm(),
        name: result.foodDetection.mainDish ?? result.foods.map((f) => f.name).join(', '),
        ingredients: result.foods.map((f) => f.name).join(', '),
        cuisineType: result.foodDetection.cuisineType ?? '',
        calories: n.estimatedCalories,
        protein: n.macronutrients.protein,
        carbs: n.macronutrients.carbs,
        fats: n.macronutrients.fats,
      });
      go('analyzed');
    } catch (error) {
      // A refusal of the member's own input is said where it belongs (the rows, the photo);
      // anything else is the spec's toast.
      const marked = rowsWithServerErrors(foods, named.keys, error);
      if (marked) {
        setFoods(marked);
        setFoodsError(FIX_MARKED_ROWS);
      } else if (errorCode(error) === 'BAD_USER_INPUT') {
        setImageError(formErrors(error, []).form);
      } else {
        console.error('[meal] analysis failed', error);
        toast.error(MEAL_TOASTS.analyzeFailed);
      }
    } finally {
      setBusy(false);
    }
  };

  const runPreview = form.handleSubmit(async (values: MealForm) => {
    if (!image) return setImageError(NO_IMAGE);
    setBusy(true);
    try {
      const { data } = await preview({
        variables: {
          input: {
            imageKey: await photoKey(),
            analysis: {
              name: values.name,
              calories: values.calories,
              protein: values.protein,
              carbs: values.carbs,
              fats: values.fats,
              qualityScore: analysis?.dietaryNotes.qualityScore ?? null,
            },
            isOrganic: values.isOrganic,
            isSeedOilFree: values.isSeedOilFree,
          },
        },
      });
      if (!data) throw new Error('no overlay');
      setOverlayUrl(data.previewMealOverlay.overlayImageUrl);
      go('previewed');
    } catch (error) {
      console.error('[meal] overlay failed', error);
      toast.error(MEAL_TOASTS.createFailed);
    } finally {
      setBusy(false);
    }
  });

  // One server operation logs the meal and makes its post, or neither (postMeal); the toast says
  // what it answered: the post, or its error as the server wrote it.
  const post = async () => {
    const parsed = mealFormSchema.safeParse(getValues());
    if (!parsed.success || !overlayUrl || !analysis) return toast.error(MEAL_TOASTS.unexpected);
    const values = parsed.data;
    const m = analysis.nutritionalAnalysis.macronutrients;
    setBusy(true);
    try {
      // The post carries the photo with its overlay, uploaded as post media.
      const blob = await (await fetch(overlayUrl)).blob();
      const medias = await uploadPostMedia([new File([blob], 'meal.jpg', { type: 'image/jpeg' })], () => {});
      const { data } = await postMeal({
        variables: {
          input: {
            content: values.description,
            medias,
            meal: {
              name: values.name,
              description: values.description,
              ingredients: entries(values.ingredients),
              brands: entries(values.brands),
              isOrganic: values.isOrganic,
              hasSeedOils: values.hasSeedOils,
              isSeedOilFree: values.isSeedOilFree,
              cuisineType: values.cuisineType || null,
              allergens: analysis.dietaryNotes.allergens,
              dietaryCategories: analysis.dietaryNotes.dietaryCategory,
              nutritionalInfo: {
                calories: values.calories,
                servingSize: analysis.nutritionalAnalysis.servingSize,
                protein: values.protein,
                carbs: values.carbs,
                fats: values.fats,
                fiber: m.fiber,
                sugar: m.sugar,
                saturatedFat: m.saturatedFat,
                vitamins: analysis.nutrition.vitamins,
                minerals: analysis.nutrition.minerals,
                qualityScore: analysis.dietaryNotes.qualityScore,
              },
              timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            },
          },
        },
      });
      if (!data) throw new Error('no answer');
      toast.success(MEAL_POSTED);
      void refreshHealthDay(client);
      onPosted?.(data.postMeal.post);
      close();
    } catch (error) {
      console.error('[meal] posting failed', error);
      toast.error(MEAL_TOASTS.postFailed, { description: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const grade = analysis ? nutritionGrade(analysis.dietaryNotes.qualityScore) : null;

  const footer =
    step === 'upload' ? (
      <>
        <Button variant="ghost" mr="auto" onClick={clear} disabled={busy} data-testid="meal-clear">
          Clear
        </Button>
        <Button colorPalette="brand" loading={busy} onClick={() => void runAnalyze()} data-testid="meal-analyze">
          Analyze
        </Button>
      </>
    ) : step === 'review' ? (
      <>
        <Button variant="ghost" mr="auto" onClick={startOver} disabled={busy} data-testid="meal-start-over">
          Start Over
        </Button>
        <Button colorPalette="brand" loading={busy} onClick={() => void runPreview()} data-testid="meal-preview">
          Preview
        </Button>
      </>
    ) : (
      <>
        <Button variant="ghost" mr="auto" onClick={() => go('edit-details')} disabled={busy} data-testid="meal-edit-details">
          Edit Details
        </Button>
        <Button colorPalette="brand" loading={busy} onClick={() => void post()} data-testid="meal-post">
          Post
        </Button>
      </>
    );

  return (
    <AppDialog open={open} onClose={close} testId="meal-dialog" title="Create New Meal" size="md" placement="center" footer={footer} contentProps={{ 'data-step': step }}>
      {step === 'upload' && (
        <Stack gap="4">
          <input ref={fileRef} type="file" accept="image/*" hidden onChange={(e) => void onFile(e)} data-testid="meal-file-input" />
          {image ? (
            <Image src={image} alt="Your meal" maxH="240px" objectFit="contain" rounded="md" data-testid="meal-photo" />
          ) : (
            <Button variant="outline" onClick={() => fileRef.current?.click()} data-testid="meal-upload">
              Upload a photo of your meal
            </Button>
          )}
          <FormMessage message={imageError} testId="meal-image-error" />
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              What is on your plate? Name each food and its weight; Pulse computes the nutrition from the USDA food table.
            </Text>
            <FoodRows
              rows={foods}
              disabled={busy}
              onChange={(rows) => {
                setFoods(rows);
                if (!rows.some((r) => r.error)) setFoodsError(null);
              }}
            />
            <FormMessage message={foodsError} testId="meal-foods-error" />
          </Stack>
        </Stack>
      )}

      {step === 'review' && (
        <Stack gap="3" data-testid="meal-review">
          {analysis && grade && (
            <HStack justify="space-between" align="start">
              <Text fontSize="sm" color="fg.muted" minW="0">
                {analysis.foods.map((f) => `${f.foodName} (${f.grams} g)`).join(' · ')}
              </Text>
              <Badge flexShrink="0" colorPalette={GRADE_PALETTE[grade]} variant="solid" data-testid="meal-review-grade">
                {grade} · {analysis.dietaryNotes.qualityScore}/100
              </Badge>
            </HStack>
          )}
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>Meal name</Field.Label>
            <Input {...register('name')} data-testid="meal-name-input" />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.description)} required>
            <Field.Label>Description</Field.Label>
            <Textarea rows={2} {...register('description')} data-testid="meal-description-input" />
            <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
            {AMOUNTS.map(([key, label, unit]) => (
              <Field.Root key={key} invalid={Boolean(errors[key])}>
                <Field.Label data-testid={`meal-${key}-label`}>{label}</Field.Label>
                <InputGroup endElement={<Text color="fg.muted">{unit}</Text>}>
                  <Input type="number" step="0.1" inputMode="decimal" {...register(key)} data-testid={`meal-${key}-input`} />
                </InputGroup>
                <Field.ErrorText>{errors[key]?.message}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
          {analysis && (
            <Text fontSize="xs" color="fg.muted" data-testid="meal-review-detail">
              Fiber {analysis.nutritionalAnalysis.macronutrients.fiber} g · Sugar {analysis.nutritionalAnalysis.macronutrients.sugar} g · Saturated fat{' '}
              {analysis.nutritionalAnalysis.macronutrients.saturatedFat} g
              {analysis.nutrition.sodiumMg != null ? ` · Sodium ${Math.round(analysis.nutrition.sodiumMg)} mg` : ''} · {analysis.nutritionalAnalysis.servingSize}
            </Text>
          )}
          <Field.Root>
            <Field.Label>Ingredients (comma separated)</Field.Label>
            <Input {...register('ingredients')} data-testid="meal-ingredients-input" />
          </Field.Root>
          <Field.Root>
            <Field.Label>Brands (comma separated)</Field.Label>
            <Input {...register('brands')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Cuisine</Field.Label>
            <Input {...register('cuisineType')} />
          </Field.Root>
          <HStack gap="4" wrap="wrap">
            {(
              [
                ['isOrganic', 'Organic'],
                ['isSeedOilFree', 'Seed-oil free'],
                ['hasSeedOils', 'Has seed oils'],
              ] as const
            ).map(([key, label]) => (
              <Checkbox.Root key={key} checked={Boolean(form.watch(key))} onCheckedChange={(e) => form.setValue(key, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </Stack>
      )}

      {step === 'preview' && overlayUrl && (
        <Box data-testid="meal-preview-step">
          <Image src={overlayUrl} alt="Your meal with its nutrition" rounded="md" width="100%" data-testid="meal-overlay" />
        </Box>
      )}
    </AppDialog>
  );
}

/** What the server said went wrong (the spec: its message field), else why nothing reached it. */
function serverMessage(error: unknown): string {
  return formErrors(error, []).form ?? (error instanceof Error ? error.message : String(error));
}

function blankForm(): MealFormValues {
  return {
    name: '',
    description: '',
    ingredients: '',
    brands: '',
    cuisineType: '',
    isOrganic: false,
    hasSeedOils: false,
    isSeedOilFree: false,
    calories: 0,
    protein: 0,
    carbs: 0,
    fats: 0,
  };
}
