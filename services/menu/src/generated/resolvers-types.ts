import type { GraphQLResolveInfo } from 'graphql';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/**
 * The administrator overview; menu contributes the number of weekly menu items on offer.
 * Administrators only.
 */
export type AdminStats = {
  __typename?: 'AdminStats';
  /** Always 'admin': there is one overview. */
  id: Scalars['ID']['output'];
  /** Menu items, active or not. Administrators only. */
  weeklyMenuItems: Scalars['Int']['output'];
};

/** Whether a service's trail is whole: every entry matches its hash and the hash of the one before. */
export type AuditChainCheck = {
  __typename?: 'AuditChainCheck';
  /** Entries checked before the first bad one (all of them when ok). */
  entries: Scalars['Int']['output'];
  /** The first entry that does not match, e.g. menu:12; null when ok. */
  firstBadId?: Maybe<Scalars['String']['output']>;
  /** Whether every entry matches. */
  ok: Scalars['Boolean']['output'];
};

/** One entry of a service's audit trail: an administrator's action or a sign-in, as it was recorded. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, e.g. user.role_changed. */
  action: Scalars['String']['output'];
  /** Who acted; null when nobody is known (a failed sign-in). */
  actorId?: Maybe<Scalars['Int']['output']>;
  /** The actor's username at the time, or their id once the account is deleted. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** The changed fields as JSON text: { field: { before, after } }. Never a password, token, secret or code. */
  changes: Scalars['String']['output'];
  /** The service and the entry's number in its trail, e.g. menu:12. */
  id: Scalars['String']['output'];
  /** The request's address as the gateway saw it. */
  ip?: Maybe<Scalars['String']['output']>;
  /** When, ISO 8601 in UTC. */
  occurredAt: Scalars['String']['output'];
  /** The service that recorded it: identity, menu, ordering or notification. */
  service: Scalars['String']['output'];
  /** Which one. */
  targetId?: Maybe<Scalars['String']['output']>;
  /** What it was done to, e.g. user, menu_item, checkout. */
  targetType?: Maybe<Scalars['String']['output']>;
  /** The request's browser (User-Agent). */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** Which entries: every part optional. */
export type AuditFilter = {
  /** An action code (user.deleted) or its start (user). */
  action?: InputMaybe<Scalars['String']['input']>;
  /** A user id, or part of a username. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** Only entries numbered below this one in this service (the next page). */
  beforeId?: InputMaybe<Scalars['Int']['input']>;
  /** From this day (YYYY-MM-DD, UTC) or instant (ISO 8601). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** At most this many (default 50, at most 10000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** A target type (user), or type:id (user:42). */
  target?: InputMaybe<Scalars['String']['input']>;
  /** Up to the end of this day, or this instant. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A page of one service's trail, newest first. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** The entries of this page, newest first. */
  entries: Array<AuditEntry>;
  /** Whether older entries match the filter. */
  hasMore: Scalars['Boolean']['output'];
};

/** A day without service at the schools (the school calendar). Anyone may read it. */
export type Closure = {
  __typename?: 'Closure';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Shown to parents as 'No service – {reason}'. */
  reason: Scalars['String']['output'];
  /** The one school closed that day (issue 31); null when every school is. */
  schoolId?: Maybe<Scalars['Int']['output']>;
};

/** What can be changed. Each field says who may do it. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Administrators only. */
  createWeeklyMenuItem: WeeklyMenuItem;
  /**
   * Administrators only: closes a date (today or later) with a reason, at every school or at the one
   * schoolId names. Ordering cancels that day's lunches there and credits those paid. CONFLICT when
   * the date is already closed there; BAD_USER_INPUT for an unknown schoolId.
   */
  declareClosure: Closure;
  /** Administrators only. Answers the item as it was; NOT_FOUND for an unknown id. */
  deleteWeeklyMenuItem: WeeklyMenuItem;
  /**
   * Administrators only: opens a closed date again (cancelled lunches stay cancelled), at every school
   * or, with schoolId, that school's closure. NOT_FOUND when it is not closed there.
   */
  liftClosure: Closure;
  /** Administrators only. NOT_FOUND for an unknown id. */
  updateWeeklyMenuItem: WeeklyMenuItem;
};


/** What can be changed. Each field says who may do it. */
export type MutationCreateWeeklyMenuItemArgs = {
  input: WeeklyMenuItemInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationDeclareClosureArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationDeleteWeeklyMenuItemArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationLiftClosureArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationUpdateWeeklyMenuItemArgs = {
  id: Scalars['Int']['input'];
  input: WeeklyMenuItemPatch;
};

/**
 * Next calendar week's menu at the schools, for the 'Load Next Week Menu' announcement.
 * Administrators only.
 */
export type NextWeekMenu = {
  __typename?: 'NextWeekMenu';
  /** Monday to Friday in order; only days that have items. */
  days: Array<NextWeekMenuDay>;
  /** The Friday of next week, YYYY-MM-DD. */
  weekEndDate: Scalars['String']['output'];
  /** The Monday of next week, YYYY-MM-DD. */
  weekStartDate: Scalars['String']['output'];
};

/** One weekday of next week's menu. */
export type NextWeekMenuDay = {
  __typename?: 'NextWeekMenuDay';
  /** The day's date in next week, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Monday to Friday. */
  dayOfWeek: Scalars['String']['output'];
  /** The day's active items. */
  items: Array<WeeklyMenuItem>;
};

/** Nutrition facts of one serving besides calories (which is the item's calories text). Null means not given. */
export type Nutrition = {
  __typename?: 'Nutrition';
  /** Carbohydrates in grams. */
  carbohydrates?: Maybe<Scalars['Float']['output']>;
  /** Fat in grams. */
  fat?: Maybe<Scalars['Float']['output']>;
  /** Protein in grams. */
  protein?: Maybe<Scalars['Float']['output']>;
  /** Sodium in milligrams. */
  sodium?: Maybe<Scalars['Float']['output']>;
};

/** Nutrition facts as an administrator enters them; a fact left out or null is not given. */
export type NutritionInput = {
  /** Carbohydrates in grams, 0 to 1000. */
  carbohydrates?: InputMaybe<Scalars['Float']['input']>;
  /** Fat in grams, 0 to 1000. */
  fat?: InputMaybe<Scalars['Float']['input']>;
  /** Protein in grams, 0 to 1000. */
  protein?: InputMaybe<Scalars['Float']['input']>;
  /** Sodium in milligrams, 0 to 100000. */
  sodium?: InputMaybe<Scalars['Float']['input']>;
};

/** What can be read. Each field says who may ask. */
export type Query = {
  __typename?: 'Query';
  /** Every active menu item, for the parents' weekly menu. Anyone may ask. */
  activeWeeklyMenuItems: Array<WeeklyMenuItem>;
  /** Every menu item, inactive ones included, for the admin menu screens. Administrators only. */
  allWeeklyMenuItems: Array<WeeklyMenuItem>;
  /**
   * Closed days, earliest first; from and to (YYYY-MM-DD, inclusive) narrow them; schoolId keeps the
   * ones that apply at that school (its own and every school's). Anyone may ask.
   */
  closures: Array<Closure>;
  /** Signed in: menu's entries made by the caller or about their account, newest first (their data download). */
  menuAuditAboutMe: Array<AuditEntry>;
  /** Administrators only: a page of menu's audit trail, newest first. */
  menuAuditLog: AuditPage;
  /** Administrators only: checks menu's hash chain. */
  menuAuditVerify: AuditChainCheck;
  /**
   * Next calendar week's active items by weekday. Administrators only. NOT_FOUND with
   * 'No menu items available for next week. Please add menu items first.' when there are none.
   */
  nextWeekMenu: NextWeekMenu;
  /** The schools' settings, for the web app at start. Anyone may ask. */
  schoolSettings: SchoolSettings;
  /**
   * What the order picker can offer: the active items of every menu week that has not ended before
   * this school week's Monday (server clock, schools' time zone). Anyone may ask.
   */
  upcomingWeeklyMenuItems: Array<WeeklyMenuItem>;
};


/** What can be read. Each field says who may ask. */
export type QueryClosuresArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryMenuAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
};

/** The schools' settings the web app reads every date by. */
export type SchoolSettings = {
  __typename?: 'SchoolSettings';
  /** The schools' IANA time zone (the SCHOOL_TIMEZONE setting): today, the menu weeks, deadlines and every time shown are read in it. */
  timeZone: Scalars['String']['output'];
};

/**
 * One dish offered on one weekday of one menu week. Anyone may read active items; inactive ones
 * only administrators.
 */
export type WeeklyMenuItem = {
  __typename?: 'WeeklyMenuItem';
  /** The major food allergens the dish contains, from milk, eggs, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans, sesame, in that order. */
  allergens: Array<Scalars['String']['output']>;
  /** Free text, possibly a range such as 350-450. */
  calories?: Maybe<Scalars['String']['output']>;
  /** Monday to Friday. */
  dayOfWeek: Scalars['String']['output'];
  /** What the dish is, as shown to parents. */
  description: Scalars['String']['output'];
  /** The diets the dish suits, from vegetarian, vegan, halal, gluten-free, dairy-free, in that order. */
  dietTags: Array<Scalars['String']['output']>;
  /** The menu item's number, the same in every service. */
  id: Scalars['Int']['output'];
  /** An https address of a picture of the dish, or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** False once an administrator took the item off the menu. */
  isActive: Scalars['Boolean']['output'];
  /** The dish's name. */
  menuItem: Scalars['String']['output'];
  /** Nutrition facts besides calories; each may be unknown. */
  nutrition: Nutrition;
  /** Decimal text with two places, e.g. 5.50. Kept exactly (integer cents inside). */
  price: Scalars['String']['output'];
  /** The last day of the menu week (normally start + 4), YYYY-MM-DD. */
  weekEndDate: Scalars['String']['output'];
  /** The first day of the menu week (normally its Monday), YYYY-MM-DD. */
  weekStartDate: Scalars['String']['output'];
};

/** A new menu item. weekStartDate, weekEndDate, dayOfWeek, menuItem, description and price are required. */
export type WeeklyMenuItemInput = {
  /** Allergens the dish contains (any spelling of the nine, e.g. tree_nuts); an unknown name is refused naming it. Defaults to none. */
  allergens?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Free text, optional, e.g. 350-450. */
  calories?: InputMaybe<Scalars['String']['input']>;
  /** Monday to Friday. */
  dayOfWeek?: InputMaybe<Scalars['String']['input']>;
  /** What the dish is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Diets the dish suits (any spelling of the five); an unknown name is refused naming it. Defaults to none. */
  dietTags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** An http(s) address of a picture, optional. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The dish's name. */
  menuItem?: InputMaybe<Scalars['String']['input']>;
  /** Nutrition facts besides calories, optional. */
  nutrition?: InputMaybe<NutritionInput>;
  /** Dollars as text: 7.50, 7.5 or 7 (at most 2 decimals). */
  price?: InputMaybe<Scalars['String']['input']>;
  /** The last day of the menu week, YYYY-MM-DD, not before weekStartDate. */
  weekEndDate?: InputMaybe<Scalars['String']['input']>;
  /** The first day of the menu week, YYYY-MM-DD. */
  weekStartDate?: InputMaybe<Scalars['String']['input']>;
};

/** A change to a menu item: fields left out stay as they are; calories or imageUrl null clears them. */
export type WeeklyMenuItemPatch = {
  /** The whole list of allergens the dish contains, replacing the stored one; an unknown name is refused naming it. */
  allergens?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Free text; null clears it. */
  calories?: InputMaybe<Scalars['String']['input']>;
  /** Monday to Friday. */
  dayOfWeek?: InputMaybe<Scalars['String']['input']>;
  /** What the dish is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The whole list of diets the dish suits, replacing the stored one; an unknown name is refused naming it. */
  dietTags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** An http(s) address of a picture; null clears it. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** false takes the item off the menu (edit-by-date 'remove'). */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The dish's name. */
  menuItem?: InputMaybe<Scalars['String']['input']>;
  /** The whole set of nutrition facts, replacing the stored one; null clears them. */
  nutrition?: InputMaybe<NutritionInput>;
  /** Dollars as text: 7.50, 7.5 or 7 (at most 2 decimals). */
  price?: InputMaybe<Scalars['String']['input']>;
  /** The last day of the menu week, YYYY-MM-DD. */
  weekEndDate?: InputMaybe<Scalars['String']['input']>;
  /** The first day of the menu week, YYYY-MM-DD. */
  weekStartDate?: InputMaybe<Scalars['String']['input']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  AdminStats: AdminStats;
  WeeklyMenuItem: WeeklyMenuItem;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  AdminStats:
    ( { __typename: 'AdminStats' }
    & GraphQLRecursivePick<FederationTypes['AdminStats'], {"id":true}> );
  WeeklyMenuItem:
    ( { __typename: 'WeeklyMenuItem' }
    & GraphQLRecursivePick<FederationTypes['WeeklyMenuItem'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AdminStats: ResolverTypeWrapper<Partial<AdminStats>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  AuditChainCheck: ResolverTypeWrapper<Partial<AuditChainCheck>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  AuditEntry: ResolverTypeWrapper<Partial<AuditEntry>>;
  AuditFilter: ResolverTypeWrapper<Partial<AuditFilter>>;
  AuditPage: ResolverTypeWrapper<Partial<AuditPage>>;
  Closure: ResolverTypeWrapper<Partial<Closure>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NextWeekMenu: ResolverTypeWrapper<Partial<NextWeekMenu>>;
  NextWeekMenuDay: ResolverTypeWrapper<Partial<NextWeekMenuDay>>;
  Nutrition: ResolverTypeWrapper<Partial<Nutrition>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  NutritionInput: ResolverTypeWrapper<Partial<NutritionInput>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SchoolSettings: ResolverTypeWrapper<Partial<SchoolSettings>>;
  WeeklyMenuItem: ResolverTypeWrapper<Partial<WeeklyMenuItem>>;
  WeeklyMenuItemInput: ResolverTypeWrapper<Partial<WeeklyMenuItemInput>>;
  WeeklyMenuItemPatch: ResolverTypeWrapper<Partial<WeeklyMenuItemPatch>>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminStats: Partial<AdminStats | FederationReferenceTypes['AdminStats']>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  AuditChainCheck: Partial<AuditChainCheck>;
  String: Partial<Scalars['String']['output']>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  AuditEntry: Partial<AuditEntry>;
  AuditFilter: Partial<AuditFilter>;
  AuditPage: Partial<AuditPage>;
  Closure: Partial<Closure>;
  Mutation: Record<PropertyKey, never>;
  NextWeekMenu: Partial<NextWeekMenu>;
  NextWeekMenuDay: Partial<NextWeekMenuDay>;
  Nutrition: Partial<Nutrition>;
  Float: Partial<Scalars['Float']['output']>;
  NutritionInput: Partial<NutritionInput>;
  Query: Record<PropertyKey, never>;
  SchoolSettings: Partial<SchoolSettings>;
  WeeklyMenuItem: Partial<WeeklyMenuItem | FederationReferenceTypes['WeeklyMenuItem']>;
  WeeklyMenuItemInput: Partial<WeeklyMenuItemInput>;
  WeeklyMenuItemPatch: Partial<WeeklyMenuItemPatch>;
}>;

export type AdminStatsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'], FederationReferenceType extends FederationReferenceTypes['AdminStats'] = FederationReferenceTypes['AdminStats']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['AdminStats']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  weeklyMenuItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuditChainCheckResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AuditChainCheck'] = ResolversParentTypes['AuditChainCheck']> = ResolversObject<{
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstBadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ClosureResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Closure'] = ResolversParentTypes['Closure']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createWeeklyMenuItem?: Resolver<ResolversTypes['WeeklyMenuItem'], ParentType, ContextType, RequireFields<MutationCreateWeeklyMenuItemArgs, 'input'>>;
  declareClosure?: Resolver<ResolversTypes['Closure'], ParentType, ContextType, Partial<MutationDeclareClosureArgs>>;
  deleteWeeklyMenuItem?: Resolver<ResolversTypes['WeeklyMenuItem'], ParentType, ContextType, RequireFields<MutationDeleteWeeklyMenuItemArgs, 'id'>>;
  liftClosure?: Resolver<ResolversTypes['Closure'], ParentType, ContextType, Partial<MutationLiftClosureArgs>>;
  updateWeeklyMenuItem?: Resolver<ResolversTypes['WeeklyMenuItem'], ParentType, ContextType, RequireFields<MutationUpdateWeeklyMenuItemArgs, 'id' | 'input'>>;
}>;

export type NextWeekMenuResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['NextWeekMenu'] = ResolversParentTypes['NextWeekMenu']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['NextWeekMenuDay']>, ParentType, ContextType>;
  weekEndDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekStartDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NextWeekMenuDayResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['NextWeekMenuDay'] = ResolversParentTypes['NextWeekMenuDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dayOfWeek?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WeeklyMenuItem']>, ParentType, ContextType>;
}>;

export type NutritionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Nutrition'] = ResolversParentTypes['Nutrition']> = ResolversObject<{
  carbohydrates?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  protein?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sodium?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activeWeeklyMenuItems?: Resolver<Array<ResolversTypes['WeeklyMenuItem']>, ParentType, ContextType>;
  allWeeklyMenuItems?: Resolver<Array<ResolversTypes['WeeklyMenuItem']>, ParentType, ContextType>;
  closures?: Resolver<Array<ResolversTypes['Closure']>, ParentType, ContextType, Partial<QueryClosuresArgs>>;
  menuAuditAboutMe?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  menuAuditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryMenuAuditLogArgs>>;
  menuAuditVerify?: Resolver<ResolversTypes['AuditChainCheck'], ParentType, ContextType>;
  nextWeekMenu?: Resolver<ResolversTypes['NextWeekMenu'], ParentType, ContextType>;
  schoolSettings?: Resolver<ResolversTypes['SchoolSettings'], ParentType, ContextType>;
  upcomingWeeklyMenuItems?: Resolver<Array<ResolversTypes['WeeklyMenuItem']>, ParentType, ContextType>;
}>;

export type SchoolSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SchoolSettings'] = ResolversParentTypes['SchoolSettings']> = ResolversObject<{
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WeeklyMenuItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WeeklyMenuItem'] = ResolversParentTypes['WeeklyMenuItem'], FederationReferenceType extends FederationReferenceTypes['WeeklyMenuItem'] = FederationReferenceTypes['WeeklyMenuItem']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['WeeklyMenuItem']> | FederationReferenceType, FederationReferenceType, ContextType>;
  allergens?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  calories?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dayOfWeek?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dietTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  menuItem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nutrition?: Resolver<ResolversTypes['Nutrition'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekEndDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekStartDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  AdminStats?: AdminStatsResolvers<ContextType>;
  AuditChainCheck?: AuditChainCheckResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  Closure?: ClosureResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NextWeekMenu?: NextWeekMenuResolvers<ContextType>;
  NextWeekMenuDay?: NextWeekMenuDayResolvers<ContextType>;
  Nutrition?: NutritionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SchoolSettings?: SchoolSettingsResolvers<ContextType>;
  WeeklyMenuItem?: WeeklyMenuItemResolvers<ContextType>;
}>;

