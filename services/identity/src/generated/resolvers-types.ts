import type { GraphQLResolveInfo } from 'graphql';
import type { PublicUser } from '../users/user-repository.ts';
import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
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
 * contributes the number of users.
 */
export type AdminStats = {
  __typename?: 'AdminStats';
  id: Scalars['ID']['output'];
  totalUsers: Scalars['Int']['output'];
};

export type AdminUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type Captcha = {
  __typename?: 'Captcha';
  captchaId: Scalars['String']['output'];
  /** The challenge as an SVG data URL. */
  image: Scalars['String']['output'];
};

export type ChildInput = {
  grade?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  preferredLunchOptions?: InputMaybe<Array<Scalars['String']['input']>>;
  school?: InputMaybe<Scalars['String']['input']>;
  teacher?: InputMaybe<Scalars['String']['input']>;
  /** Ignored unless it names someone else, which only an administrator may do. */
  userId?: InputMaybe<Scalars['Int']['input']>;
};

export type ChildProfile = {
  __typename?: 'ChildProfile';
  grade: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  preferredLunchOptions: Array<Scalars['String']['output']>;
  school: Scalars['String']['output'];
  /** Shown as 'Section/Cohort'. */
  teacher: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type LoginInput = {
  password?: InputMaybe<Scalars['String']['input']>;
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addChild: ChildProfile;
  /** Administrators only. */
  adminUpdateUser: User;
  createCaptcha: Captcha;
  deleteChild: Scalars['Boolean']['output'];
  /** Administrators only; removes a parent and, through user.deleted, everything every service holds of them. */
  deleteUser: Scalars['Boolean']['output'];
  /** Signs in; the gateway turns the session into an httpOnly cookie. */
  login: User;
  logout: Scalars['Boolean']['output'];
  /** Creates the account and signs it in. */
  register: User;
  /** Always answers true, whether or not the address is known. */
  requestPasswordReset: Scalars['Boolean']['output'];
  resetPassword: Scalars['Boolean']['output'];
  /** Administrators only; nobody removes their own role, and the last administrator stays. */
  setUserAdmin: User;
  updateChild: ChildProfile;
  updateProfile: User;
};


export type MutationAddChildArgs = {
  input: ChildInput;
};


export type MutationAdminUpdateUserArgs = {
  id: Scalars['Int']['input'];
  input: AdminUserInput;
};


export type MutationDeleteChildArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['Int']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestPasswordResetArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSetUserAdminArgs = {
  id: Scalars['Int']['input'];
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateChildArgs = {
  id: Scalars['Int']['input'];
  input: ChildInput;
};


export type MutationUpdateProfileArgs = {
  id: Scalars['Int']['input'];
  input: ProfileInput;
};

export type ProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Administrators only: every child profile. */
  adminChildProfiles: Array<ChildProfile>;
  /** Administrators only: the overview counters. */
  adminStats: AdminStats;
  /** Administrators only. */
  adminUsers: Array<User>;
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /** The signed-in user's children. */
  myChildren: Array<ChildProfile>;
};

export type RegisterInput = {
  captchaAnswer?: InputMaybe<Scalars['String']['input']>;
  captchaId?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  expectedCaptcha?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type ResetPasswordInput = {
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

/** A parent or an administrator. Never carries password hashes, sessions or tokens. */
export type User = {
  __typename?: 'User';
  children: Array<ChildProfile>;
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isAdmin: Scalars['Boolean']['output'];
  phone: Scalars['String']['output'];
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
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredLunchOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teacher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addChild?: Resolver<ResolversTypes['ChildProfile'], ParentType, ContextType, RequireFields<MutationAddChildArgs, 'input'>>;
  adminUpdateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminUpdateUserArgs, 'id' | 'input'>>;
  createCaptcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType>;
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
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  AdminStats?: AdminStatsResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  ChildProfile?: ChildProfileResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

