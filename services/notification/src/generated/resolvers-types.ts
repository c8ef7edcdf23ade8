import type { GraphQLResolveInfo } from 'graphql';
import type { EmailWithDeliveries } from '../mail/history/history-repository.ts';
import type { DeliveryRecord } from '../mail/history/records.ts';
import type { FeedbackView } from '../feedback/feedback-view.ts';
import type { QuickTemplate } from '../communications/quick-templates.ts';
import type { LoggedWhatsApp } from '../communications/log-whatsapp-notification.ts';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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
 * The administrator overview. Each counter comes from the subgraph that owns its data; notification
 * contributes the e-mails sent. Administrators only.
 */
export type AdminStats = {
  __typename?: 'AdminStats';
  /** E-mails the mail server accepted, counted per recipient (failed, pending and WhatsApp ones do not count). */
  emailsSent: Scalars['Int']['output'];
  /** Always 'admin': there is one overview. */
  id: Scalars['ID']['output'];
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

/** Sending one notification to one recipient. Administrators only. */
export type EmailDelivery = {
  __typename?: 'EmailDelivery';
  /** How many times the mail server was tried. */
  attempts: Scalars['Int']['output'];
  /** The mail server's last refusal, or null. */
  error?: Maybe<Scalars['String']['output']>;
  /** An e-mail address, or a phone number for WhatsApp; '(removed #id)' once that user was deleted. */
  recipient: Scalars['String']['output'];
  /** ISO date-time the mail server accepted it, or null. */
  sentAt?: Maybe<Scalars['String']['output']>;
  /** pending, sent, failed, or logged (WhatsApp) */
  status: Scalars['String']['output'];
};

/**
 * One notification the service was asked to send, whether it went or not (the admin Communications
 * history): an e-mail, or a WhatsApp notification that was only logged (simulation mode).
 * title, recipients, specificEmails, specificPhones and notificationType are set for notifications an
 * administrator sends. Administrators only.
 */
export type EmailNotification = {
  __typename?: 'EmailNotification';
  /** ISO date-time the last delivery ended, or null while some are pending. */
  completedAt?: Maybe<Scalars['String']['output']>;
  /** ISO date-time it was asked for. */
  createdAt: Scalars['String']['output'];
  /** One row per recipient: how sending to them went. */
  deliveries: Array<EmailDelivery>;
  /** Why it failed, when it did. */
  error?: Maybe<Scalars['String']['output']>;
  /** Recipients it could not be sent to after the retries. */
  failedCount: Scalars['Int']['output'];
  /** The notification's number. */
  id: Scalars['Int']['output'];
  /** welcome, password_reset, order_confirmation, order_cancelled, allergen_alert, feedback_answer, bulk (Communications), direct (Users tab) or test (Settings tab) */
  kind: Scalars['String']['output'];
  /** The plain-text body. Secrets such as reset links are removed once the e-mail is done. */
  message: Scalars['String']['output'];
  /** email or whatsapp */
  method: Scalars['String']['output'];
  /** announcement, menu_update, payment_reminder or emergency (administrator notifications only) */
  notificationType?: Maybe<Scalars['String']['output']>;
  /** How many people it was for. */
  recipientCount: Scalars['Int']['output'];
  /** The addresses an e-mail went (or was meant) to; empty for WhatsApp. */
  recipientEmails: Array<Scalars['String']['output']>;
  /** The phone numbers a WhatsApp notification was logged for; empty for e-mail. */
  recipientPhones: Array<Scalars['String']['output']>;
  /** all_users, active_users or specific (administrator notifications only) */
  recipients?: Maybe<Scalars['String']['output']>;
  /** Recipients the mail server accepted it for. */
  sentCount: Scalars['Int']['output'];
  /** The addresses typed for 'specific' e-mail recipients, trimmed. */
  specificEmails?: Maybe<Array<Scalars['String']['output']>>;
  /** The phone numbers typed for 'specific' WhatsApp recipients, trimmed. */
  specificPhones?: Maybe<Array<Scalars['String']['output']>>;
  /** pending, sent, partial or failed; logged for WhatsApp (never sent) */
  status: Scalars['String']['output'];
  /** The e-mail's subject. */
  subject: Scalars['String']['output'];
  /** The title an administrator gave it (the Communications form), or null. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A Communications e-mail as the form sends it; subject and message are required. */
export type EmailNotificationInput = {
  /** The plain-text body. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** announcement, menu_update, payment_reminder or emergency */
  notificationType?: InputMaybe<Scalars['String']['input']>;
  /** all_users, active_users or specific */
  recipients?: InputMaybe<Scalars['String']['input']>;
  /** For 'specific': addresses, each entry may also be a comma-separated list. */
  specificEmails?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Sent by the web form ('sent'); ignored: the outcome decides the status. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail's subject. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the subject. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A quick template of the Communications tab. Administrators only. */
export type EmailTemplate = {
  __typename?: 'EmailTemplate';
  /** The template's key, e.g. menu_update. */
  id: Scalars['String']['output'];
  /** The message it fills in. */
  message: Scalars['String']['output'];
  /** The button's label. */
  name: Scalars['String']['output'];
  /** announcement, menu_update, payment_reminder or emergency */
  notificationType: Scalars['String']['output'];
  /** The subject it fills in. */
  subject: Scalars['String']['output'];
  /** The title it fills in. */
  title: Scalars['String']['output'];
};

/** A parent's feedback and the administrator's response. The parent reads their own; administrators read everyone's. */
export type Feedback = {
  __typename?: 'Feedback';
  /** The administrator's response, or null while there is none. */
  adminResponse?: Maybe<Scalars['String']['output']>;
  /** general or specific */
  category: Scalars['String']['output'];
  /** ISO date-time. */
  createdAt: Scalars['String']['output'];
  /** YYYY-MM-DD, the date related to a specific issue; null for general feedback. */
  date?: Maybe<Scalars['String']['output']>;
  /** The feedback's number. */
  id: Scalars['Int']['output'];
  /** What the parent wrote. */
  message: Scalars['String']['output'];
  /** 0.5 to 5 in steps of 0.5 */
  rating: Scalars['Float']['output'];
  /** ISO date-time of the (latest) response. */
  responseDate?: Maybe<Scalars['String']['output']>;
  /** pending; reviewed once an administrator responded; resolved */
  status: Scalars['String']['output'];
  /** The subject the parent gave. */
  subject: Scalars['String']['output'];
  /** The parent's user id. */
  userId: Scalars['Int']['output'];
  /** The parent's full name (else username) as identity last announced it. */
  userName: Scalars['String']['output'];
};

/** Feedback as the form sends it; subject and message are required. */
export type FeedbackInput = {
  /** general or specific */
  category?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD; required for specific issues. */
  date?: InputMaybe<Scalars['String']['input']>;
  /** What the parent wants to say. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** 0.5 to 5 in steps of 0.5 */
  rating?: InputMaybe<Scalars['Float']['input']>;
  /** A short subject. */
  subject?: InputMaybe<Scalars['String']['input']>;
};

/** What can be changed. Each field says who may do it. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Administrators only: saves (or updates) the response; the parent is e-mailed it. */
  answerFeedback: Feedback;
  /** Administrators only: logs a WhatsApp notification in the history (simulation: nothing is sent). */
  logWhatsAppNotification: WhatsAppNotificationResult;
  /**
   * Administrators only: e-mails a Communications notification to all_users, active_users (an order in
   * the last 30 days) or specific addresses, and answers the record with how it went (status, sentCount,
   * failedCount). A send still under way after a while is answered as pending; the history completes it.
   */
  sendEmailNotification: EmailNotification;
  /** Administrators only: a test e-mail to the signed-in administrator's own address; answers whether it went. */
  sendTestEmail: EmailNotification;
  /** Administrators only: one e-mail to one user (the Users tab's send e-mail); answers how it went. */
  sendUserEmail: EmailNotification;
  /** Signed-in users: sends feedback. */
  submitFeedback: Feedback;
};


/** What can be changed. Each field says who may do it. */
export type MutationAnswerFeedbackArgs = {
  adminResponse?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationLogWhatsAppNotificationArgs = {
  input: WhatsAppNotificationInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationSendEmailNotificationArgs = {
  input: EmailNotificationInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationSendUserEmailArgs = {
  message?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationSubmitFeedbackArgs = {
  input: FeedbackInput;
};

/** What can be read. Each field says who may ask. */
export type Query = {
  __typename?: 'Query';
  /** Administrators only: everyone's feedback, newest first. */
  adminFeedback: Array<Feedback>;
  /** Administrators only: the notification history (e-mail and WhatsApp), newest first (at most 500). */
  emailNotifications: Array<EmailNotification>;
  /** Administrators only: the quick templates of the Communications tab. */
  emailTemplates: Array<EmailTemplate>;
  /** The signed-in user's feedback, newest first. */
  myFeedback: Array<Feedback>;
  /** Signed in: notification's entries made by the caller or about their account, newest first (their data download). */
  notificationAuditAboutMe: Array<AuditEntry>;
  /** Administrators only: a page of notification's audit trail, newest first. */
  notificationAuditLog: AuditPage;
  /** Administrators only: checks notification's hash chain. */
  notificationAuditVerify: AuditChainCheck;
};


/** What can be read. Each field says who may ask. */
export type QueryEmailNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryNotificationAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
};

/** One e-mail the mail server accepted for the user: its subject and when, never its body. */
export type ReceivedEmail = {
  __typename?: 'ReceivedEmail';
  /** What the e-mail was for: welcome, order_confirmation, feedback_answer, bulk, and so on. */
  kind: Scalars['String']['output'];
  /** ISO date-time the mail server accepted it. */
  sentAt: Scalars['String']['output'];
  /** The subject as stored (an e-mail sent in Spanish keeps its English subject here when it went to many). */
  subject: Scalars['String']['output'];
};

/**
 * identity owns the user; notification adds what it holds of them for their own data download
 * (issue 30 §3). The user alone may read these fields, not an administrator.
 */
export type User = {
  __typename?: 'User';
  /** The e-mails sent to the user's address, newest first: what they were about and when they went. */
  emailsReceived: Array<ReceivedEmail>;
  /** The user's feedback with the administrators' answers, newest first. */
  feedback: Array<Feedback>;
  /** The user's number, the same in every service. */
  id: Scalars['Int']['output'];
};

/** A Communications WhatsApp notification as the form sends it; title and message are required. */
export type WhatsAppNotificationInput = {
  /** The text. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** announcement, menu_update, payment_reminder or emergency */
  notificationType?: InputMaybe<Scalars['String']['input']>;
  /** all_users, active_users or specific */
  recipients?: InputMaybe<Scalars['String']['input']>;
  /** For 'specific': phone numbers, each entry may also be a comma-separated list. */
  specificPhones?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The notification's title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** What logging a WhatsApp notification did (nothing is really sent). Administrators only. */
export type WhatsAppNotificationResult = {
  __typename?: 'WhatsAppNotificationResult';
  /** 'WhatsApp notification logged successfully for {n} recipients! (Simulation mode - messages are not actually sent)' */
  message: Scalars['String']['output'];
  /** The history record it was logged as. */
  notification: EmailNotification;
  /** How many phone numbers it was logged for. */
  sentTo: Scalars['Int']['output'];
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
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  AdminStats:
    ( { __typename: 'AdminStats' }
    & GraphQLRecursivePick<FederationTypes['AdminStats'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AdminStats: ResolverTypeWrapper<Partial<AdminStats>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  AuditChainCheck: ResolverTypeWrapper<Partial<AuditChainCheck>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  AuditEntry: ResolverTypeWrapper<Partial<AuditEntry>>;
  AuditFilter: ResolverTypeWrapper<Partial<AuditFilter>>;
  AuditPage: ResolverTypeWrapper<Partial<AuditPage>>;
  EmailDelivery: ResolverTypeWrapper<DeliveryRecord>;
  EmailNotification: ResolverTypeWrapper<EmailWithDeliveries>;
  EmailNotificationInput: ResolverTypeWrapper<Partial<EmailNotificationInput>>;
  EmailTemplate: ResolverTypeWrapper<QuickTemplate>;
  Feedback: ResolverTypeWrapper<FeedbackView>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  FeedbackInput: ResolverTypeWrapper<Partial<FeedbackInput>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReceivedEmail: ResolverTypeWrapper<Partial<ReceivedEmail>>;
  User: ResolverTypeWrapper<Partial<Omit<User, 'feedback'> & { feedback: Array<ResolversTypes['Feedback']> }>>;
  WhatsAppNotificationInput: ResolverTypeWrapper<Partial<WhatsAppNotificationInput>>;
  WhatsAppNotificationResult: ResolverTypeWrapper<LoggedWhatsApp>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminStats: Partial<AdminStats | FederationReferenceTypes['AdminStats']>;
  Int: Partial<Scalars['Int']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  AuditChainCheck: Partial<AuditChainCheck>;
  String: Partial<Scalars['String']['output']>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  AuditEntry: Partial<AuditEntry>;
  AuditFilter: Partial<AuditFilter>;
  AuditPage: Partial<AuditPage>;
  EmailDelivery: DeliveryRecord;
  EmailNotification: EmailWithDeliveries;
  EmailNotificationInput: Partial<EmailNotificationInput>;
  EmailTemplate: QuickTemplate;
  Feedback: FeedbackView;
  Float: Partial<Scalars['Float']['output']>;
  FeedbackInput: Partial<FeedbackInput>;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ReceivedEmail: Partial<ReceivedEmail>;
  User: Partial<Omit<User, 'feedback'> & { feedback: Array<ResolversParentTypes['Feedback']> } | FederationReferenceTypes['User']>;
  WhatsAppNotificationInput: Partial<WhatsAppNotificationInput>;
  WhatsAppNotificationResult: LoggedWhatsApp;
}>;

export type AdminStatsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'], FederationReferenceType extends FederationReferenceTypes['AdminStats'] = FederationReferenceTypes['AdminStats']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['AdminStats']> | FederationReferenceType, FederationReferenceType, ContextType>;
  emailsSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type EmailDeliveryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailDelivery'] = ResolversParentTypes['EmailDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmailNotificationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailNotification'] = ResolversParentTypes['EmailNotification']> = ResolversObject<{
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['EmailDelivery']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipientEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recipientPhones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recipients?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specificEmails?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  specificPhones?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EmailTemplateResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailTemplate'] = ResolversParentTypes['EmailTemplate']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedbackResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Feedback'] = ResolversParentTypes['Feedback']> = ResolversObject<{
  adminResponse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  responseDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  answerFeedback?: Resolver<ResolversTypes['Feedback'], ParentType, ContextType, RequireFields<MutationAnswerFeedbackArgs, 'id'>>;
  logWhatsAppNotification?: Resolver<ResolversTypes['WhatsAppNotificationResult'], ParentType, ContextType, RequireFields<MutationLogWhatsAppNotificationArgs, 'input'>>;
  sendEmailNotification?: Resolver<ResolversTypes['EmailNotification'], ParentType, ContextType, RequireFields<MutationSendEmailNotificationArgs, 'input'>>;
  sendTestEmail?: Resolver<ResolversTypes['EmailNotification'], ParentType, ContextType>;
  sendUserEmail?: Resolver<ResolversTypes['EmailNotification'], ParentType, ContextType, Partial<MutationSendUserEmailArgs>>;
  submitFeedback?: Resolver<ResolversTypes['Feedback'], ParentType, ContextType, RequireFields<MutationSubmitFeedbackArgs, 'input'>>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminFeedback?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType>;
  emailNotifications?: Resolver<Array<ResolversTypes['EmailNotification']>, ParentType, ContextType, Partial<QueryEmailNotificationsArgs>>;
  emailTemplates?: Resolver<Array<ResolversTypes['EmailTemplate']>, ParentType, ContextType>;
  myFeedback?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType>;
  notificationAuditAboutMe?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  notificationAuditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryNotificationAuditLogArgs>>;
  notificationAuditVerify?: Resolver<ResolversTypes['AuditChainCheck'], ParentType, ContextType>;
}>;

export type ReceivedEmailResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ReceivedEmail'] = ResolversParentTypes['ReceivedEmail']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  emailsReceived?: Resolver<Array<ResolversTypes['ReceivedEmail']>, ParentType, ContextType>;
  feedback?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WhatsAppNotificationResultResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WhatsAppNotificationResult'] = ResolversParentTypes['WhatsAppNotificationResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notification?: Resolver<ResolversTypes['EmailNotification'], ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  AdminStats?: AdminStatsResolvers<ContextType>;
  AuditChainCheck?: AuditChainCheckResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  EmailDelivery?: EmailDeliveryResolvers<ContextType>;
  EmailNotification?: EmailNotificationResolvers<ContextType>;
  EmailTemplate?: EmailTemplateResolvers<ContextType>;
  Feedback?: FeedbackResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReceivedEmail?: ReceivedEmailResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  WhatsAppNotificationResult?: WhatsAppNotificationResultResolvers<ContextType>;
}>;

