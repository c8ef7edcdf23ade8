import type { GraphQLResolveInfo } from 'graphql';
import type { PublicUser } from '@lunchbox/contracts/users';
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
 * The administrator overview. Each counter comes from the subgraph that owns its data; identity
 * contributes the number of users. Administrators only.
 */
export type AdminStats = {
  __typename?: 'AdminStats';
  /** Always 'admin': there is one overview. */
  id: Scalars['ID']['output'];
  /** Every account, parents and administrators. Administrators only. */
  totalUsers: Scalars['Int']['output'];
};

/** An administrator's change to a user; fields left out stay as they are. */
export type AdminUserInput = {
  /** An e-mail address not used by another account. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The full name. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** A username not used by another account. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A captcha challenge for registration. Anyone may ask for one. */
export type Captcha = {
  __typename?: 'Captcha';
  /** Sent back with the answer as RegisterInput.captchaId; one answer per challenge. */
  captchaId: Scalars['String']['output'];
  /** The challenge as an SVG data URL. */
  image: Scalars['String']['output'];
};

/** A child profile as the form sends it; name, school and grade are required. */
export type ChildInput = {
  /** The child's allergies (any spelling of the nine allergens); an unknown name is refused naming it. Replaces the stored list. */
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The diets the child keeps (any spelling of the five); an unknown name is refused naming it. Replaces the stored list. */
  diets?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The child's grade. */
  grade?: InputMaybe<Scalars['String']['input']>;
  /** The child's name, unique among the parent's children. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Dishes the child likes, optional. */
  preferredLunchOptions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** One of the schools served. */
  school?: InputMaybe<Scalars['String']['input']>;
  /** Section/Cohort, optional. */
  teacher?: InputMaybe<Scalars['String']['input']>;
  /** Ignored unless it names someone else, which only an administrator may do. */
  userId?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * One child of a parent, whose lunches the parent orders. The parent reads their own children;
 * administrators read everyone's.
 */
export type ChildProfile = {
  __typename?: 'ChildProfile';
  /** The child's food allergies, from milk, eggs, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans, sesame. Ordering refuses a dish that contains one. */
  allergies: Array<Scalars['String']['output']>;
  /** The diets the child keeps, from vegetarian, vegan, halal, gluten-free, dairy-free. A dish without the tag is a warning, not a refusal. */
  diets: Array<Scalars['String']['output']>;
  /** The child's grade: KG or 1 to 12. */
  grade: Scalars['String']['output'];
  /** The child profile's number, the same in every service. */
  id: Scalars['Int']['output'];
  /** The child's name, unique among the parent's children. */
  name: Scalars['String']['output'];
  /** Dishes the parent noted the child likes (free text each). */
  preferredLunchOptions: Array<Scalars['String']['output']>;
  /** The child's school, one of the schools served. */
  school: Scalars['String']['output'];
  /** Shown as 'Section/Cohort'. */
  teacher: Scalars['String']['output'];
  /** The parent's user id. */
  userId: Scalars['Int']['output'];
};

/** The school's decision on a diet request. */
export type DietDecisionInput = {
  /** Required to reject: told to the parent. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** approved or rejected. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Required to approve: YYYY-MM-DD, today or later. */
  validUntil?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A parent's request that the school confirm a child's medical diet (issue 32), with a document
 * (kept encrypted outside the database; read through GET /api/admin/diet-requests/{id}/document or
 * the child's own path). The child's parent reads their child's requests; administrators read all.
 */
export type DietRequest = {
  __typename?: 'DietRequest';
  /** The allergens asked for, from the domain's list. */
  allergens: Array<Scalars['String']['output']>;
  /** The child it is for. */
  childId: Scalars['Int']['output'];
  /** The child's name (administrators' list). */
  childName?: Maybe<Scalars['String']['output']>;
  /** ISO date-time it was submitted. */
  createdAt: Scalars['String']['output'];
  /** ISO date-time it was decided; null while pending. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** The diets asked for, from the domain's list. */
  diets: Array<Scalars['String']['output']>;
  /** The document's file name as uploaded. */
  documentName: Scalars['String']['output'];
  /** application/pdf, image/png or image/jpeg, as its content showed. */
  documentType: Scalars['String']['output'];
  /** The request's number. */
  id: Scalars['Int']['output'];
  /** The parent's note to the school. */
  note: Scalars['String']['output'];
  /** The parent's full name (administrators' list). */
  parentName?: Maybe<Scalars['String']['output']>;
  /** Why it was rejected; null otherwise. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The allergens, then the diets, asked to be confirmed. */
  restrictions: Array<Scalars['String']['output']>;
  /** The child's school. */
  school?: Maybe<Scalars['String']['output']>;
  /** pending, approved, rejected, or expired (approved, and validUntil has passed). */
  status: Scalars['String']['output'];
  /** YYYY-MM-DD: the last school day an approval holds; null unless approved. */
  validUntil?: Maybe<Scalars['String']['output']>;
};

/** What the sign-in form sends. */
export type LoginInput = {
  /** The password as typed. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Keeps the session for 30 days instead of ending with the browser. */
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
  /** The username (any case). */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** What can be changed. Each field says who may do it. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Signed-in users: adds a child profile (an administrator may add one for another parent). */
  addChild: ChildProfile;
  /** Administrators only. */
  adminUpdateUser: User;
  /** Anyone: a new captcha challenge for the registration form. */
  createCaptcha: Captcha;
  /** Administrators only: approve a pending request until a date, or reject it with a reason; the parent is e-mailed. */
  decideDietRequest: DietRequest;
  /** The child's parent or an administrator: removes the child profile. Answers true. */
  deleteChild: Scalars['Boolean']['output'];
  /** Administrators only; removes a parent and, through user.deleted, everything every service holds of them. */
  deleteUser: Scalars['Boolean']['output'];
  /** Signs in; the gateway turns the session into an httpOnly cookie. */
  login: User;
  /** Ends the caller's session at once (a copied cookie stops working too). Answers true. */
  logout: Scalars['Boolean']['output'];
  /** Creates the account and signs it in. */
  register: User;
  /** Always answers true, whether or not the address is known. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Anyone holding a valid reset token: sets a new password and ends every session of that user. */
  resetPassword: Scalars['Boolean']['output'];
  /** Administrators only; nobody removes their own role, and the last administrator stays. */
  setUserAdmin: User;
  /** The child's parent or an administrator: changes the child profile. */
  updateChild: ChildProfile;
  /** The user themselves or an administrator: changes the profile. */
  updateProfile: User;
};


/** What can be changed. Each field says who may do it. */
export type MutationAddChildArgs = {
  input: ChildInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationAdminUpdateUserArgs = {
  id: Scalars['Int']['input'];
  input: AdminUserInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationDecideDietRequestArgs = {
  id: Scalars['Int']['input'];
  input: DietDecisionInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationDeleteChildArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationDeleteUserArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationRequestPasswordResetArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationSetUserAdminArgs = {
  id: Scalars['Int']['input'];
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationUpdateChildArgs = {
  id: Scalars['Int']['input'];
  input: ChildInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationUpdateProfileArgs = {
  id: Scalars['Int']['input'];
  input: ProfileInput;
};

/** A change to the caller's profile; fields left out stay as they are. */
export type ProfileInput = {
  /** A new e-mail address, not used by another account. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The full name. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** The language of the screens and e-mails: en or es. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** ddd-ddd-dddd. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** What can be read. Each field says who may ask. */
export type Query = {
  __typename?: 'Query';
  /** Administrators only: every child profile. */
  adminChildProfiles: Array<ChildProfile>;
  /** Administrators only: the overview counters. */
  adminStats: AdminStats;
  /** Administrators only. */
  adminUsers: Array<User>;
  /** A child's diet requests, newest first: its parent, or an administrator. */
  childDietRequests: Array<DietRequest>;
  /** Administrators only: diet requests by status (pending, approved, rejected, expired), oldest first; all without one. */
  dietRequests: Array<DietRequest>;
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /** The signed-in user's children. */
  myChildren: Array<ChildProfile>;
};


/** What can be read. Each field says who may ask. */
export type QueryChildDietRequestsArgs = {
  childId: Scalars['Int']['input'];
};


/** What can be read. Each field says who may ask. */
export type QueryDietRequestsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};

/** What the registration form sends; every field but expectedCaptcha is required. */
export type RegisterInput = {
  /** The 6 characters read from the captcha image. */
  captchaAnswer?: InputMaybe<Scalars['String']['input']>;
  /** The id of the challenge from createCaptcha. */
  captchaId?: InputMaybe<Scalars['String']['input']>;
  /** An e-mail address not yet registered. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Sent by the spec's client; never trusted: the server keeps its own answer. */
  expectedCaptcha?: InputMaybe<Scalars['String']['input']>;
  /** The parent's full name. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** The language of the screens the parent registered on (en or es); en when left out. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** At least 6 characters. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** ddd-ddd-dddd. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 3 to 50 characters, unique regardless of case. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** What the reset-password form sends. */
export type ResetPasswordInput = {
  /** The new password again; must match. */
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  /** The new password, at least 6 characters. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** The token from the reset link in the e-mail (valid for one hour, once). */
  token?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A parent or an administrator. Never carries password hashes, sessions or tokens. A user reads their
 * own; administrators read everyone's.
 */
export type User = {
  __typename?: 'User';
  /** The user's child profiles, in the order they were added. */
  children: Array<ChildProfile>;
  /** ISO date-time the account was created. */
  createdAt: Scalars['String']['output'];
  /** The e-mail address confirmations and resets are sent to, unique. */
  email: Scalars['String']['output'];
  /** The name shown to administrators and in e-mails. */
  fullName: Scalars['String']['output'];
  /** The user's number, the same in every service. */
  id: Scalars['Int']['output'];
  /** True for administrators, who see and change everyone's data. */
  isAdmin: Scalars['Boolean']['output'];
  /** The language of the user's screens and e-mails: en or es. */
  language: Scalars['String']['output'];
  /** ddd-ddd-dddd, or empty for accounts made before phone numbers were asked. */
  phone: Scalars['String']['output'];
  /** The sign-in name, unique regardless of case. */
  username: Scalars['String']['output'];
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
  ChildProfile: ChildProfile;
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  AdminStats:
    ( { __typename: 'AdminStats' }
    & GraphQLRecursivePick<FederationTypes['AdminStats'], {"id":true}> );
  ChildProfile:
    ( { __typename: 'ChildProfile' }
    & GraphQLRecursivePick<FederationTypes['ChildProfile'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AdminStats: ResolverTypeWrapper<Partial<AdminStats>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  AdminUserInput: ResolverTypeWrapper<Partial<AdminUserInput>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Captcha: ResolverTypeWrapper<Partial<Captcha>>;
  ChildInput: ResolverTypeWrapper<Partial<ChildInput>>;
  ChildProfile: ResolverTypeWrapper<Partial<ChildProfile>>;
  DietDecisionInput: ResolverTypeWrapper<Partial<DietDecisionInput>>;
  DietRequest: ResolverTypeWrapper<Partial<DietRequest>>;
  LoginInput: ResolverTypeWrapper<Partial<LoginInput>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ProfileInput: ResolverTypeWrapper<Partial<ProfileInput>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: ResolverTypeWrapper<Partial<RegisterInput>>;
  ResetPasswordInput: ResolverTypeWrapper<Partial<ResetPasswordInput>>;
  User: ResolverTypeWrapper<PublicUser>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminStats: Partial<AdminStats | FederationReferenceTypes['AdminStats']>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  AdminUserInput: Partial<AdminUserInput>;
  String: Partial<Scalars['String']['output']>;
  Captcha: Partial<Captcha>;
  ChildInput: Partial<ChildInput>;
  ChildProfile: Partial<ChildProfile | FederationReferenceTypes['ChildProfile']>;
  DietDecisionInput: Partial<DietDecisionInput>;
  DietRequest: Partial<DietRequest>;
  LoginInput: Partial<LoginInput>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  Mutation: Record<PropertyKey, never>;
  ProfileInput: Partial<ProfileInput>;
  Query: Record<PropertyKey, never>;
  RegisterInput: Partial<RegisterInput>;
  ResetPasswordInput: Partial<ResetPasswordInput>;
  User: PublicUser;
}>;

export type AdminStatsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'], FederationReferenceType extends FederationReferenceTypes['AdminStats'] = FederationReferenceTypes['AdminStats']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['AdminStats']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CaptchaResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = ResolversObject<{
  captchaId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChildProfileResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ChildProfile'] = ResolversParentTypes['ChildProfile'], FederationReferenceType extends FederationReferenceTypes['ChildProfile'] = FederationReferenceTypes['ChildProfile']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ChildProfile']> | FederationReferenceType, FederationReferenceType, ContextType>;
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  diets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredLunchOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teacher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DietRequestResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DietRequest'] = ResolversParentTypes['DietRequest']> = ResolversObject<{
  allergens?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  childId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  documentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restrictions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addChild?: Resolver<ResolversTypes['ChildProfile'], ParentType, ContextType, RequireFields<MutationAddChildArgs, 'input'>>;
  adminUpdateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminUpdateUserArgs, 'id' | 'input'>>;
  createCaptcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType>;
  decideDietRequest?: Resolver<ResolversTypes['DietRequest'], ParentType, ContextType, RequireFields<MutationDecideDietRequestArgs, 'id' | 'input'>>;
  deleteChild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteChildArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  login?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationRequestPasswordResetArgs>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  setUserAdmin?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserAdminArgs, 'id'>>;
  updateChild?: Resolver<ResolversTypes['ChildProfile'], ParentType, ContextType, RequireFields<MutationUpdateChildArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'id' | 'input'>>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminChildProfiles?: Resolver<Array<ResolversTypes['ChildProfile']>, ParentType, ContextType>;
  adminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  adminUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  childDietRequests?: Resolver<Array<ResolversTypes['DietRequest']>, ParentType, ContextType, RequireFields<QueryChildDietRequestsArgs, 'childId'>>;
  dietRequests?: Resolver<Array<ResolversTypes['DietRequest']>, ParentType, ContextType, Partial<QueryDietRequestsArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myChildren?: Resolver<Array<ResolversTypes['ChildProfile']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  children?: Resolver<Array<ResolversTypes['ChildProfile']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  AdminStats?: AdminStatsResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  ChildProfile?: ChildProfileResolvers<ContextType>;
  DietRequest?: DietRequestResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

