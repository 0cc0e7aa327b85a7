import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time in UTC. */
  DateTime: { input: string; output: string; }
};

export type AccountEventKind =
  | 'PROFILE_UPDATED'
  | 'SIGNED_OUT'
  | 'SUSPENDED';

export type AnalyzeMealInput = {
  /** The post's text with createPostWithResults; default: the meal's name and calories. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Also create the meal post (and log the meal) with the results. */
  createPostWithResults?: InputMaybe<Scalars['Boolean']['input']>;
  /** The foods on the plate, named by the member (required when no vision service is configured). */
  foods?: InputMaybe<Array<FoodPortionInput>>;
  /** The photo as a data:image/...;base64, URL (at most 5MB of image). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Or the key of a meal-image upload (POST /api/health/uploads). */
  imageKey?: InputMaybe<Scalars['String']['input']>;
};

export type CallEventKind =
  | 'ENDED'
  | 'ERROR'
  | 'INVITATION'
  | 'PARTICIPANT_JOINED'
  | 'PARTICIPANT_LEFT'
  | 'PARTICIPANT_MEDIA_CHANGED';

export type CallParticipantStatus =
  | 'DECLINED'
  | 'INVITED'
  | 'JOINED'
  | 'LEFT';

export type CallStatus =
  /** At least two participants are in the room. */
  | 'ACTIVE'
  /** The person called declined. */
  | 'DECLINED'
  | 'ENDED'
  /** Nobody answered in time. */
  | 'MISSED'
  /** Created; the other participant has not answered yet. */
  | 'RINGING';

export type CallType =
  | 'ONE_ON_ONE';

export type CreateCallInput = {
  recipientId: Scalars['ID']['input'];
  type?: InputMaybe<CallType>;
  video?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreatePostInput = {
  /** A client-generated id: sending the same one twice creates one post. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  communityId?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  /** DRAFT keeps it unpublished; with scheduledFor it is SCHEDULED; otherwise POSTED. */
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<LocationInput>;
  meal?: InputMaybe<MealInput>;
  medias?: InputMaybe<Array<MediaInput>>;
  /** Required for POLL, refused otherwise. */
  poll?: InputMaybe<PollInput>;
  routeData?: InputMaybe<RouteDataInput>;
  scheduledFor?: InputMaybe<Scalars['DateTime']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** POST, POLL, MEAL, ROUTE or CHALLENGE; REPLY, QUOTE and REPOST have their own mutations. Default POST. */
  type?: InputMaybe<PostType>;
};

/** A food on the plate by name (matched against USDA SR28) and its weight. */
export type FoodPortionInput = {
  grams: Scalars['Float']['input'];
  name: Scalars['String']['input'];
};

export type LocationInput = {
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
};

/** The spec's meal payload (POST /meals) plus eatenAt, timezone, private and the foods eaten. */
export type LogMealInput = {
  allergens?: InputMaybe<Array<Scalars['String']['input']>>;
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  cuisineType?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dietaryCategories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Default: now. */
  eatenAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** When given, the nutrition is computed from USDA SR28 (nutritionalInfo is then ignored). */
  foods?: InputMaybe<Array<FoodPortionInput>>;
  hasSeedOils?: InputMaybe<Scalars['Boolean']['input']>;
  ingredients?: InputMaybe<Array<Scalars['String']['input']>>;
  isOrganic?: InputMaybe<Scalars['Boolean']['input']>;
  isSeedOilFree?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nutritionalInfo?: InputMaybe<MealNutritionInput>;
  /** The meal post this meal belongs to. */
  postId?: InputMaybe<Scalars['ID']['input']>;
  /** Kept out of the feed (diary only). */
  private?: InputMaybe<Scalars['Boolean']['input']>;
  taggedUsers?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** IANA zone deciding the diary day; default UTC. */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type LoginInput = {
  /** The deviceId an earlier login or register on this device returned. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MealCarbsInput = {
  fiber?: InputMaybe<Scalars['Float']['input']>;
  sugar?: InputMaybe<Scalars['Float']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
};

export type MealFatsInput = {
  saturated?: InputMaybe<Scalars['Float']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
};

export type MealInput = {
  allergens?: InputMaybe<Array<Scalars['String']['input']>>;
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  calories?: InputMaybe<Scalars['Float']['input']>;
  carbs?: InputMaybe<MealCarbsInput>;
  cuisineType?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dietaryCategories?: InputMaybe<Array<Scalars['String']['input']>>;
  fats?: InputMaybe<MealFatsInput>;
  hasSeedOils?: InputMaybe<Scalars['Boolean']['input']>;
  ingredients?: InputMaybe<Array<Scalars['String']['input']>>;
  isOrganic?: InputMaybe<Scalars['Boolean']['input']>;
  isSeedOilFree?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nutritionalInfo?: InputMaybe<NutritionalInfoInput>;
  protein?: InputMaybe<Scalars['Float']['input']>;
  taggedUserIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The spec's nutritionalInfo (plus fiber, sugar, saturatedFat, sodiumMg); missing values take section 9's fallbacks. */
export type MealNutritionInput = {
  calories?: InputMaybe<Scalars['Float']['input']>;
  carbs?: InputMaybe<Scalars['Float']['input']>;
  fats?: InputMaybe<Scalars['Float']['input']>;
  fiber?: InputMaybe<Scalars['Float']['input']>;
  minerals?: InputMaybe<Array<Scalars['String']['input']>>;
  protein?: InputMaybe<Scalars['Float']['input']>;
  qualityScore?: InputMaybe<Scalars['Float']['input']>;
  saturatedFat?: InputMaybe<Scalars['Float']['input']>;
  servingSize?: InputMaybe<Scalars['String']['input']>;
  sodiumMg?: InputMaybe<Scalars['Float']['input']>;
  sugar?: InputMaybe<Scalars['Float']['input']>;
  vitamins?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MealOverlayInput = {
  analysis?: InputMaybe<MealOverlayValuesInput>;
  /** The photo as a data:image/...;base64, URL. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Or the key of a meal-image upload (POST /api/health/uploads). */
  imageKey?: InputMaybe<Scalars['String']['input']>;
  isOrganic?: InputMaybe<Scalars['Boolean']['input']>;
  isSeedOilFree?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What the panel shows; missing values take section 9 fallbacks. */
export type MealOverlayValuesInput = {
  calories?: InputMaybe<Scalars['Float']['input']>;
  carbs?: InputMaybe<Scalars['Float']['input']>;
  fats?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  protein?: InputMaybe<Scalars['Float']['input']>;
  qualityScore?: InputMaybe<Scalars['Float']['input']>;
};

export type MediaInput = {
  type: Scalars['String']['input'];
  /** A URL returned by the post media upload (POST /api/posts/media). */
  url: Scalars['String']['input'];
};

export type MediaType =
  | 'IMAGE'
  | 'VIDEO';

export type NotificationKind =
  | 'FOLLOW'
  | 'LIKE'
  | 'MENTION'
  | 'QUOTE'
  | 'REPLY'
  | 'REPOST';

export type NotificationPreferencesInput = {
  follows?: InputMaybe<Scalars['Boolean']['input']>;
  likes?: InputMaybe<Scalars['Boolean']['input']>;
  mentions?: InputMaybe<Scalars['Boolean']['input']>;
  quotes?: InputMaybe<Scalars['Boolean']['input']>;
  replies?: InputMaybe<Scalars['Boolean']['input']>;
  reposts?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NutritionalInfoInput = {
  calories?: InputMaybe<Scalars['Float']['input']>;
  carbs?: InputMaybe<Scalars['Float']['input']>;
  fats?: InputMaybe<Scalars['Float']['input']>;
  minerals?: InputMaybe<Array<Scalars['String']['input']>>;
  protein?: InputMaybe<Scalars['Float']['input']>;
  qualityScore?: InputMaybe<Scalars['Float']['input']>;
  servingSize?: InputMaybe<Scalars['String']['input']>;
  vitamins?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type PollInput = {
  /** Days 0-7, hours 0-23, minutes 0-59; the duration must be greater than 0. Default 1 day. */
  days?: InputMaybe<Scalars['Int']['input']>;
  hours?: InputMaybe<Scalars['Int']['input']>;
  minutes?: InputMaybe<Scalars['Int']['input']>;
  /** 2-4 non-empty option texts. */
  options: Array<Scalars['String']['input']>;
};

/** GET /posts filter. Every field optional; all given ones must match. */
export type PostFilter = {
  communityId?: InputMaybe<Scalars['ID']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Content contains this text (case-insensitive). */
  q?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<PostType>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type PostStatus =
  | 'DRAFT'
  | 'POSTED'
  | 'SCHEDULED';

export type PostType =
  | 'CHALLENGE'
  | 'MEAL'
  | 'POLL'
  | 'POST'
  | 'QUOTE'
  | 'REPLY'
  | 'REPOST'
  | 'ROUTE';

/** The composer's last edits to a draft or scheduled post it publishes now. */
export type PublishDraftInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<LocationInput>;
  medias?: InputMaybe<Array<MediaInput>>;
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type ReplyInput = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['String']['input'];
  medias?: InputMaybe<Array<MediaInput>>;
};

export type Role =
  | 'ADMIN'
  | 'MEMBER';

export type RouteDataInput = {
  averageSpeed?: InputMaybe<Scalars['Float']['input']>;
  calories?: InputMaybe<Scalars['Float']['input']>;
  coordinates: Array<RoutePointInput>;
  date?: InputMaybe<Scalars['DateTime']['input']>;
  distance?: InputMaybe<Scalars['Float']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  elevationGain?: InputMaybe<Scalars['Float']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  steps?: InputMaybe<Scalars['Int']['input']>;
  type: Scalars['String']['input'];
};

export type RoutePointInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type SendMessageInput = {
  body: Scalars['String']['input'];
  /** A client-generated id (e.g. a UUID); sending again with the same one returns the first message. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  conversationId: Scalars['ID']['input'];
  replyToId?: InputMaybe<Scalars['ID']['input']>;
  /** A post to send as a card (Send via Direct Message); the body may then be empty. */
  sharedPostId?: InputMaybe<Scalars['ID']['input']>;
};

export type ShareMethod =
  | 'COPY_LINK'
  | 'DIRECT_MESSAGE'
  | 'SOCIAL';

/** Edit a post. Published posts: content only. Drafts and scheduled posts: also media, location and time. */
export type UpdatePostInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<LocationInput>;
  medias?: InputMaybe<Array<MediaInput>>;
  /** Set to schedule (or move) a draft or scheduled post. */
  scheduledFor?: InputMaybe<Scalars['DateTime']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Fields left out stay as they are; an empty string clears an optional field. */
export type UpdateProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  bioLink?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type RestLoggedMealFragment = { __typename?: 'LoggedMeal', id: string, postId: string | null, name: string, description: string, ingredients: Array<string>, brands: Array<string>, isOrganic: boolean, hasSeedOils: boolean, isSeedOilFree: boolean, cuisineType: string | null, allergens: Array<string>, dietaryCategories: Array<string>, taggedUsers: Array<string>, qualityScore: number, grade: string, eatenAt: string, loggedOn: string, private: boolean, createdAt: string, foods: Array<{ __typename?: 'MealFood', name: string, foodId: string, foodName: string, grams: number, calories: number }>, nutritionalInfo: { __typename?: 'MealNutrition', calories: number, servingSize: string, protein: number, carbs: number, fats: number, fiber: number, sugar: number, saturatedFat: number, sodiumMg: number | null, vitamins: Array<string>, minerals: Array<string>, qualityScore: number } };

export type RestMyMealsQueryVariables = Exact<{
  date: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type RestMyMealsQuery = { __typename?: 'Query', myMeals: { __typename?: 'MealConnection', nodes: Array<{ __typename?: 'LoggedMeal', id: string, postId: string | null, name: string, description: string, ingredients: Array<string>, brands: Array<string>, isOrganic: boolean, hasSeedOils: boolean, isSeedOilFree: boolean, cuisineType: string | null, allergens: Array<string>, dietaryCategories: Array<string>, taggedUsers: Array<string>, qualityScore: number, grade: string, eatenAt: string, loggedOn: string, private: boolean, createdAt: string, foods: Array<{ __typename?: 'MealFood', name: string, foodId: string, foodName: string, grams: number, calories: number }>, nutritionalInfo: { __typename?: 'MealNutrition', calories: number, servingSize: string, protein: number, carbs: number, fats: number, fiber: number, sugar: number, saturatedFat: number, sodiumMg: number | null, vitamins: Array<string>, minerals: Array<string>, qualityScore: number } }>, pageInfo: { __typename?: 'MealPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type RestLogMealMutationVariables = Exact<{
  input: LogMealInput;
}>;


export type RestLogMealMutation = { __typename?: 'Mutation', logMeal: { __typename?: 'LoggedMeal', id: string, postId: string | null, name: string, description: string, ingredients: Array<string>, brands: Array<string>, isOrganic: boolean, hasSeedOils: boolean, isSeedOilFree: boolean, cuisineType: string | null, allergens: Array<string>, dietaryCategories: Array<string>, taggedUsers: Array<string>, qualityScore: number, grade: string, eatenAt: string, loggedOn: string, private: boolean, createdAt: string, foods: Array<{ __typename?: 'MealFood', name: string, foodId: string, foodName: string, grams: number, calories: number }>, nutritionalInfo: { __typename?: 'MealNutrition', calories: number, servingSize: string, protein: number, carbs: number, fats: number, fiber: number, sugar: number, saturatedFat: number, sodiumMg: number | null, vitamins: Array<string>, minerals: Array<string>, qualityScore: number } } };

export type RestAnalyzeMealMutationVariables = Exact<{
  input: AnalyzeMealInput;
}>;


export type RestAnalyzeMealMutation = { __typename?: 'Mutation', analyzeMeal: { __typename?: 'MealAnalysis', id: string, source: string, model: string | null, message: string | null, postId: string | null, mealId: string | null, foodDetection: { __typename?: 'MealFoodDetection', mainDish: string | null, foodsOnPlate: Array<string>, cuisineType: string | null, presentation: string | null, preparationMethod: string | null }, ingredients: { __typename?: 'MealIngredients', mainIngredients: Array<string>, garnishes: Array<string>, sauces: Array<string> }, nutritionalAnalysis: { __typename?: 'MealNutritionalAnalysis', estimatedCalories: number, servingSize: string, macronutrients: { __typename?: 'MealMacronutrients', protein: number, carbs: number, fats: number, fiber: number, sugar: number, saturatedFat: number }, micronutrients: Array<{ __typename?: 'MealMicronutrient', name: string, kind: string, amount: number, unit: string, dailyValuePercent: number }> }, dietaryNotes: { __typename?: 'MealDietaryNotes', healthRating: string, qualityScore: number, allergens: Array<string>, dietaryCategory: Array<string> }, foods: Array<{ __typename?: 'MealFood', name: string, foodId: string, foodName: string, grams: number, calories: number }> } };

export type RestPreviewMealOverlayMutationVariables = Exact<{
  input: MealOverlayInput;
}>;


export type RestPreviewMealOverlayMutation = { __typename?: 'Mutation', previewMealOverlay: { __typename?: 'MealOverlay', overlayImageUrl: string } };

export const RestLoggedMealFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestLoggedMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoggedMeal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"brands"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganic"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeedOils"}},{"kind":"Field","name":{"kind":"Name","value":"isSeedOilFree"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryCategories"}},{"kind":"Field","name":{"kind":"Name","value":"taggedUsers"}},{"kind":"Field","name":{"kind":"Name","value":"foods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"foodId"}},{"kind":"Field","name":{"kind":"Name","value":"foodName"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}},{"kind":"Field","name":{"kind":"Name","value":"saturatedFat"}},{"kind":"Field","name":{"kind":"Name","value":"sodiumMg"}},{"kind":"Field","name":{"kind":"Name","value":"vitamins"}},{"kind":"Field","name":{"kind":"Name","value":"minerals"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"eatenAt"}},{"kind":"Field","name":{"kind":"Name","value":"loggedOn"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestLoggedMealFragment, unknown>;
export const RestMyMealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMyMeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMeals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestLoggedMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestLoggedMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoggedMeal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"brands"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganic"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeedOils"}},{"kind":"Field","name":{"kind":"Name","value":"isSeedOilFree"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryCategories"}},{"kind":"Field","name":{"kind":"Name","value":"taggedUsers"}},{"kind":"Field","name":{"kind":"Name","value":"foods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"foodId"}},{"kind":"Field","name":{"kind":"Name","value":"foodName"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}},{"kind":"Field","name":{"kind":"Name","value":"saturatedFat"}},{"kind":"Field","name":{"kind":"Name","value":"sodiumMg"}},{"kind":"Field","name":{"kind":"Name","value":"vitamins"}},{"kind":"Field","name":{"kind":"Name","value":"minerals"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"eatenAt"}},{"kind":"Field","name":{"kind":"Name","value":"loggedOn"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestMyMealsQuery, RestMyMealsQueryVariables>;
export const RestLogMealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogMeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogMealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestLoggedMeal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestLoggedMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoggedMeal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"brands"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganic"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeedOils"}},{"kind":"Field","name":{"kind":"Name","value":"isSeedOilFree"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryCategories"}},{"kind":"Field","name":{"kind":"Name","value":"taggedUsers"}},{"kind":"Field","name":{"kind":"Name","value":"foods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"foodId"}},{"kind":"Field","name":{"kind":"Name","value":"foodName"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}},{"kind":"Field","name":{"kind":"Name","value":"saturatedFat"}},{"kind":"Field","name":{"kind":"Name","value":"sodiumMg"}},{"kind":"Field","name":{"kind":"Name","value":"vitamins"}},{"kind":"Field","name":{"kind":"Name","value":"minerals"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"eatenAt"}},{"kind":"Field","name":{"kind":"Name","value":"loggedOn"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestLogMealMutation, RestLogMealMutationVariables>;
export const RestAnalyzeMealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAnalyzeMeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyzeMealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyzeMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"foodDetection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainDish"}},{"kind":"Field","name":{"kind":"Name","value":"foodsOnPlate"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}},{"kind":"Field","name":{"kind":"Name","value":"presentation"}},{"kind":"Field","name":{"kind":"Name","value":"preparationMethod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainIngredients"}},{"kind":"Field","name":{"kind":"Name","value":"garnishes"}},{"kind":"Field","name":{"kind":"Name","value":"sauces"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimatedCalories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"macronutrients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}},{"kind":"Field","name":{"kind":"Name","value":"saturatedFat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"micronutrients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dailyValuePercent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dietaryNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthRating"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryCategory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"foodId"}},{"kind":"Field","name":{"kind":"Name","value":"foodName"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}}]}}]}}]} as unknown as DocumentNode<RestAnalyzeMealMutation, RestAnalyzeMealMutationVariables>;
export const RestPreviewMealOverlayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestPreviewMealOverlay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MealOverlayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewMealOverlay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overlayImageUrl"}}]}}]}}]} as unknown as DocumentNode<RestPreviewMealOverlayMutation, RestPreviewMealOverlayMutationVariables>;