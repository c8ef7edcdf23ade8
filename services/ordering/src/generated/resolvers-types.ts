import type { GraphQLResolveInfo } from 'graphql';
import type { CartLunchWarning as CartLunchWarningValues } from '@lunchbox/domain/allergens';
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
 * The administrator overview, one entity whose counters come from the subgraphs that own their data;
 * ordering contributes today's orders. Administrators only.
 */
export type AdminStats = {
  __typename?: 'AdminStats';
  /** Always 'admin': there is one overview. */
  id: Scalars['ID']['output'];
  /** Lunch orders for today's date at the schools. Administrators only. */
  todaysOrders: Scalars['Int']['output'];
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

/**
 * One cart item as the browser keeps it (parent-app.md section 3). Fields are optional here so that a
 * missing one is answered with the spec's message. The server takes the price, the dish's name and the
 * child's school, grade and section from its own records; totalAmount, school, grade and teacher are
 * checked for shape only.
 */
export type CartItemInput = {
  /** ISO date-time the item was added to the cart. */
  addedAt?: InputMaybe<Scalars['String']['input']>;
  /** The child profile's id; without it the child is found among the caller's children by childName. */
  childId?: InputMaybe<Scalars['Int']['input']>;
  /** The child's name as the cart shows it. */
  childName?: InputMaybe<Scalars['String']['input']>;
  /** The parent's e-mail address for the order. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Checked for shape only; the child profile decides. */
  grade?: InputMaybe<Scalars['String']['input']>;
  /** The browser's id for the cart item, echoed in refusals so the cart can mark the item. */
  id?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  lunchDate?: InputMaybe<Scalars['String']['input']>;
  /** The dish's name as the cart shows it; the menu decides. */
  lunchOptions?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Notes for the kitchen, optional. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The parent's name for the order. */
  parentName?: InputMaybe<Scalars['String']['input']>;
  /** The parent's phone number for the order. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Checked for shape only; the child profile decides. */
  school?: InputMaybe<Scalars['String']['input']>;
  /** Checked for shape only; the child profile decides. */
  teacher?: InputMaybe<Scalars['String']['input']>;
  /** Dollars as the cart showed them; ignored for pricing. */
  totalAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Exactly one menu item id. */
  weeklyMenuItemIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
};

/**
 * A warning about lunches in the cart (never a refusal): its code and the values its sentence is built
 * from, one warning a child and dish.
 */
export type CartLunchWarning = {
  __typename?: 'CartLunchWarning';
  /** The child's name, as the lunch names it. */
  child: Scalars['String']['output'];
  /** The child the warning is about. */
  childId: Scalars['Int']['output'];
  /** What the warning is about; each client writes its sentence from the code and the values below. */
  code: CartLunchWarningCode;
  /** DIET_UNMET: the child's diets the dish is not marked with, in the fixed order of the diet list. */
  dietTags: Array<Scalars['String']['output']>;
  /** The dish's name. */
  dish: Scalars['String']['output'];
};

/** What a warning about a lunch is about. */
export type CartLunchWarningCode =
  /** The dish is not marked with one or more diets the child keeps. */
  | 'DIET_UNMET';

/** One checkout as the admin's payments view shows it: what is due under which reference, and its lunches. Administrators only. */
export type CheckoutPayment = {
  __typename?: 'CheckoutPayment';
  /** What the parent pays by hand (the total less account credit), decimal text. */
  amountDue: Scalars['String']['output'];
  /** ISO date-time. */
  createdAt: Scalars['String']['output'];
  /** The parent's e-mail address as the order form had it. */
  email: Scalars['String']['output'];
  /** The checkout's lunches that are not cancelled, earliest first. */
  lunches: Array<LunchOrder>;
  /** The parent's name as the order form had it. */
  parentName: Scalars['String']['output'];
  /** What the parent quotes with the payment, e.g. LB-7K3Q9. */
  paymentReference: Scalars['String']['output'];
  /** paid when every lunch is paid, failed when any failed, else pending. */
  status: Scalars['String']['output'];
};

/** What a checkout placed, answered to the parent who placed it. */
export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  /** What is left to pay by hand: totalAmount minus creditApplied. 0.00 when credit covered it all (the lunches are then paid). */
  amountDue: Scalars['String']['output'];
  /** The id the browser sent, which makes the checkout idempotent. */
  checkoutId: Scalars['String']['output'];
  /** Account credit used for this checkout (applied automatically), decimal text. */
  creditApplied: Scalars['String']['output'];
  /** The lunches placed, in the cart's order. */
  orders: Array<LunchOrder>;
  /** What the parent quotes with the payment (PayPal note, Zelle memo): LB- and five characters without 0/O or 1/I. */
  paymentReference: Scalars['String']['output'];
  /** True when this checkout id had been placed before: nothing new was created. */
  replayed: Scalars['Boolean']['output'];
  /** The sum of the orders' prices, decimal text with two places. */
  totalAmount: Scalars['String']['output'];
};

/**
 * identity owns the child profile; ordering adds its private calendar feed (issue 14 section 2), as
 * ordering owns the lunches and closed days the feed lists.
 */
export type ChildProfile = {
  __typename?: 'ChildProfile';
  /**
   * The child's private calendar feed (GET /api/calendar/{token}.ics, no sign-in: the long token is the
   * secret). For the child's parent and administrators; null for anyone else, and for a moment after
   * the child was added, until ordering has heard of it.
   */
  calendarUrl?: Maybe<Scalars['String']['output']>;
  /** The child profile's number, the same in every service. */
  id: Scalars['Int']['output'];
};

/** One row of a parent's credit ledger, read by that parent. */
export type CreditEntry = {
  __typename?: 'CreditEntry';
  /** Decimal text: positive for a credit (a cancelled lunch), negative for credit used at checkout. */
  amount: Scalars['String']['output'];
  /** ISO date-time. */
  createdAt: Scalars['String']['output'];
  /** The cancelled lunch the credit came from. */
  orderId?: Maybe<Scalars['Int']['output']>;
  /** Why, as the parent reads it, e.g. the cancelled lunch or the checkout that used it. */
  reason: Scalars['String']['output'];
  /** The top-up the credit came from, e.g. LB-7K3Q9; null for other entries. */
  topUpReference?: Maybe<Scalars['String']['output']>;
};

/** A child on a delivery sheet: whose lunch goes to which class. */
export type DeliveryChild = {
  __typename?: 'DeliveryChild';
  /** The child's name as the order has it. */
  childName: Scalars['String']['output'];
  /** The child's grade as the order has it. */
  grade: Scalars['String']['output'];
  /** The dish. */
  menuItem: Scalars['String']['output'];
  /** The child's teacher (section), or null. */
  teacher?: Maybe<Scalars['String']['output']>;
};

/** How many of one dish go to a school. */
export type DeliveryItemCount = {
  __typename?: 'DeliveryItemCount';
  /** How many. */
  count: Scalars['Int']['output'];
  /** The dish's name as the orders have it. */
  menuItem: Scalars['String']['output'];
};

/** The driver's sheet of one school on one date (issue 31). */
export type DeliverySchool = {
  __typename?: 'DeliverySchool';
  /** The children, by grade, teacher and name. */
  children: Array<DeliveryChild>;
  /** When lunch is delivered, HH:mm on the school's clock; null when not known. */
  deliveryTime?: Maybe<Scalars['String']['output']>;
  /** The school's lunches by dish. */
  items: Array<DeliveryItemCount>;
  /** The school's name as the orders have it. */
  school: Scalars['String']['output'];
  /** identity's school id, or null for lunches at a school this service has not heard of. */
  schoolId?: Maybe<Scalars['Int']['output']>;
  /** The school's lunches. */
  total: Scalars['Int']['output'];
};

/** The delivery sheets of a date: one per school, in delivery order. Cancelled lunches are left out. */
export type DeliverySheets = {
  __typename?: 'DeliverySheets';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** The schools with lunches, by delivery time, then name. */
  schools: Array<DeliverySchool>;
  /** Every lunch delivered that day (of the one school when narrowed). */
  total: Scalars['Int']['output'];
};

/** The low-balance e-mail. */
export type LowBalanceSettings = {
  __typename?: 'LowBalanceSettings';
  /** Whether it is sent. */
  email: Scalars['Boolean']['output'];
  /** Decimal text, e.g. 10.00. */
  threshold: Scalars['String']['output'];
};

/** The low-balance settings as the parent sends them; a field left out takes its default. */
export type LowBalanceSettingsInput = {
  /** Whether it is sent (default true). */
  email?: InputMaybe<Scalars['Boolean']['input']>;
  /** Decimal text, not negative (default 10.00). */
  threshold?: InputMaybe<Scalars['String']['input']>;
};

/**
 * One child's lunch on one date, with what was known of the child, the dish and its price when it
 * was ordered. The parent who placed it reads it; administrators read every order.
 */
export type LunchOrder = {
  __typename?: 'LunchOrder';
  /**
   * Allergens the dish gained after this lunch was ordered that the child is allergic to: the kitchen
   * must check the lunch. Empty when nothing needs checking.
   */
  allergenCheck: Array<Scalars['String']['output']>;
  /** The checkout that placed it (the idempotency key of the payment step). */
  checkoutId: Scalars['String']['output'];
  /** The child's food allergies as the child's profile has them now (for the lunch-box label and the kitchen). */
  childAllergies: Array<Scalars['String']['output']>;
  /** The child profile the lunch is for. */
  childId: Scalars['Int']['output'];
  /**
   * The child's medical diet approved by the school (issue 32) in force on the lunch's date: allergens,
   * then diets. Labels and the kitchen mark it "medical diet (approved)", apart from childAllergies.
   */
  childMedicalDiet: Array<Scalars['String']['output']>;
  /** The child's name when the lunch was ordered. */
  childName: Scalars['String']['output'];
  /** ISO date-time. */
  createdAt: Scalars['String']['output'];
  /** The part of the price paid with account credit at checkout, decimal text. */
  creditAmount: Scalars['String']['output'];
  /** What cancelling credited to the parent's account, decimal text; null while active. */
  creditedAmount?: Maybe<Scalars['String']['output']>;
  /** The parent's e-mail address as the order form had it. */
  email: Scalars['String']['output'];
  /** The child's grade when the lunch was ordered. */
  grade: Scalars['String']['output'];
  /** The order's number. */
  id: Scalars['Int']['output'];
  /** True exactly when paymentStatus is paid. */
  isPaid: Scalars['Boolean']['output'];
  /** YYYY-MM-DD. */
  lunchDate: Scalars['String']['output'];
  /** The dish's name as the menu had it when the lunch was ordered. */
  lunchOptions: Array<Scalars['String']['output']>;
  /** The parent's notes for the kitchen, or null. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The parent's name as the order form had it. */
  parentName: Scalars['String']['output'];
  /** The checkout's payment reference, e.g. LB-7K3Q9 (null for lunches placed before references existed). */
  paymentReference?: Maybe<Scalars['String']['output']>;
  /** pending, paid or failed. */
  paymentStatus: Scalars['String']['output'];
  /** The parent's phone number as the order form had it. */
  phone: Scalars['String']['output'];
  /** The child's school when the lunch was ordered. */
  school: Scalars['String']['output'];
  /** active, or cancelled (by the parent before the deadline, or by a closed day). */
  status: Scalars['String']['output'];
  /** Shown as 'Section'. */
  teacher?: Maybe<Scalars['String']['output']>;
  /** The menu's price when ordered, decimal text with two places, e.g. 5.50. */
  totalAmount: Scalars['String']['output'];
  /** The parent who placed it. */
  userId: Scalars['Int']['output'];
  /** The menu item ordered. */
  weeklyMenuItemId: Scalars['Int']['output'];
};

/**
 * The body of POST /api/lunch-order (parent-app.md section 7): one lunch, the order form's fields and
 * the picked menu item's id.
 */
export type LunchOrderInput = {
  /** The child profile's id; without it the child is found among the caller's children by childName. */
  childId?: InputMaybe<Scalars['Int']['input']>;
  /** The child's name. */
  childName?: InputMaybe<Scalars['String']['input']>;
  /** The parent's e-mail address for the order. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Checked for shape only; the child profile decides. */
  grade?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  lunchDate?: InputMaybe<Scalars['String']['input']>;
  /** The dish's name; the menu decides. */
  lunchOptions?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Notes for the kitchen, optional. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The parent's name for the order. */
  parentName?: InputMaybe<Scalars['String']['input']>;
  /** The parent's phone number for the order. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Checked for shape only; the child profile decides. */
  school?: InputMaybe<Scalars['String']['input']>;
  /** Checked for shape only; the child profile decides. */
  teacher?: InputMaybe<Scalars['String']['input']>;
  /** Dollars as the form showed them; ignored for pricing. */
  totalAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Exactly one menu item id. */
  weeklyMenuItemIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
};

/** What can be changed. Each field says who may do it. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The parent (or an administrator): cancels one of the caller's lunches before its ordering deadline; a paid lunch is credited to the
   * account. NOT_FOUND for someone else's order, CONFLICT when already cancelled, BAD_USER_INPUT with
   * the deadline message after the deadline.
   */
  cancelLunchOrder: LunchOrder;
  /**
   * Signed-in users: places every lunch of the cart in one transaction, all or none, priced from the menu. checkoutId
   * (a UUID the browser makes once per payment) makes it idempotent: repeating it creates nothing and
   * answers the same orders.
   */
  checkout: CheckoutResult;
  /** The signed-in parent: asks to top up the balance by amount (5.00 to 500.00). */
  createTopUp: TopUp;
  /** Administrators only: decides a pending top-up once; paid credits the balance once. CONFLICT when reversing a decision. */
  decideTopUp: TopUp;
  /** Signed-in users: places one lunch under the same rules; checkoutId is optional and makes a retry safe. */
  placeLunchOrder: LunchOrder;
  /** The child's parent or an administrator: replaces the child's calendar feed URL (the old one stops at once) and answers the new one. */
  resetCalendarToken: Scalars['String']['output'];
  /** Administrators only: sends the reminders of the week holding week now; never two per parent and week. */
  runReminders: ReminderRun;
  /** Administrators only: places the standing orders of the week holding week now; running it again places nothing twice. */
  runStandingOrders: StandingOrderRun;
  /**
   * Administrators only: marks every lunch of the checkout with this payment reference paid, failed or
   * pending at once; the parent is e-mailed when it is paid or failed. NOT_FOUND for an unknown reference.
   */
  setCheckoutPaymentStatus: CheckoutPayment;
  /** The signed-in parent: saves their notification settings. */
  setMyNotificationSettings: NotificationSettings;
  /** Administrators only: marks an order pending, paid or failed (isPaid is true exactly when paid). */
  setOrderPaymentStatus: LunchOrder;
  /** The child's parent: saves the child's standing order. NOT_FOUND for another parent's child. */
  setStandingOrder: StandingOrder;
  /** Anyone holding the token of an unsubscribe link: turns that kind of e-mail off. BAD_USER_INPUT for a bad token. */
  unsubscribe: Unsubscribed;
  /** Administrators only: saves the payment settings; the Zelle recipient must be an e-mail address or a phone number. */
  updatePaymentSettings: PaymentSettings;
};


/** What can be changed. Each field says who may do it. */
export type MutationCancelLunchOrderArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationCheckoutArgs = {
  checkoutId?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<InputMaybe<CartItemInput>>>;
};


/** What can be changed. Each field says who may do it. */
export type MutationCreateTopUpArgs = {
  amount: Scalars['String']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationDecideTopUpArgs = {
  reference: Scalars['String']['input'];
  status: Scalars['String']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationPlaceLunchOrderArgs = {
  checkoutId?: InputMaybe<Scalars['String']['input']>;
  input: LunchOrderInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationResetCalendarTokenArgs = {
  childId: Scalars['Int']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationRunRemindersArgs = {
  week: Scalars['String']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationRunStandingOrdersArgs = {
  week: Scalars['String']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationSetCheckoutPaymentStatusArgs = {
  reference: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationSetMyNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationSetOrderPaymentStatusArgs = {
  id: Scalars['Int']['input'];
  paymentStatus?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationSetStandingOrderArgs = {
  childId: Scalars['Int']['input'];
  input: StandingOrderInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationUpdatePaymentSettingsArgs = {
  paypalMeHandle?: InputMaybe<Scalars['String']['input']>;
  zelleRecipient?: InputMaybe<Scalars['String']['input']>;
  zelleRecipientName?: InputMaybe<Scalars['String']['input']>;
};

/** A parent's account credit: the balance is the sum of the entries. Read by that parent. */
export type MyCredit = {
  __typename?: 'MyCredit';
  /** What checkout can still use, decimal text with two places. */
  balance: Scalars['String']['output'];
  /** Newest first. */
  entries: Array<CreditEntry>;
};

/** A parent's notification settings; the defaults until saved. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** The low-balance e-mail. */
  lowBalance: LowBalanceSettings;
  /** The weekly reminder before the cut-off. */
  reminders: ReminderSettings;
};

/** The body of PUT /api/my-notification-settings. */
export type NotificationSettingsInput = {
  /** The low-balance e-mail. */
  lowBalance?: InputMaybe<LowBalanceSettingsInput>;
  /** The weekly reminder. */
  reminders?: InputMaybe<ReminderSettingsInput>;
};

/** One lunch's change as the administrator's live kitchen board hears it. */
export type OrderChange = {
  __typename?: 'OrderChange';
  /** The child's name on the order. */
  childName: Scalars['String']['output'];
  /** The event's id; the board catches up after it. */
  eventId: Scalars['String']['output'];
  /** The child's grade on the order. */
  grade: Scalars['String']['output'];
  /** placed, cancelled or payment. */
  kind: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  lunchDate: Scalars['String']['output'];
  /** The dish's name. */
  lunchOptions: Array<Scalars['String']['output']>;
  /** The order's number. */
  orderId: Scalars['Int']['output'];
  /** pending, paid or failed for a payment change; null otherwise. */
  paymentStatus?: Maybe<Scalars['String']['output']>;
  /** The child's school on the order. */
  school: Scalars['String']['output'];
};

/** How to pay by hand (PayPal or Zelle): each provider's link and a QR image of it. Signed-in users. */
export type PaymentOptions = {
  __typename?: 'PaymentOptions';
  /** The administrator's PayPal.me name; when set, paypalUrl is its PayPal.me link with the amount asked for. */
  paypalMeHandle?: Maybe<Scalars['String']['output']>;
  /** A data:image/svg+xml URL of a QR code of paypalUrl. */
  paypalQr: Scalars['String']['output'];
  /** The PayPal link to open, with the amount due when a PayPal.me name is set. */
  paypalUrl: Scalars['String']['output'];
  /** A data:image/svg+xml URL of a QR code of zelleUrl. */
  zelleQr: Scalars['String']['output'];
  /** The Zelle recipient's e-mail address or phone number, or null until an administrator saved it. */
  zelleRecipient?: Maybe<Scalars['String']['output']>;
  /** Who receives Zelle payments (a name), and their Zelle e-mail address or phone number. */
  zelleRecipientName?: Maybe<Scalars['String']['output']>;
  /** The Zelle link to open. */
  zelleUrl: Scalars['String']['output'];
};

/** Where parents send money: kept by administrators, who alone read it here. */
export type PaymentSettings = {
  __typename?: 'PaymentSettings';
  /** The administrator's PayPal.me name (empty until saved). */
  paypalMeHandle: Scalars['String']['output'];
  /** An e-mail address or a phone number. */
  zelleRecipient: Scalars['String']['output'];
  /** Who receives Zelle payments, a name (empty until saved). */
  zelleRecipientName: Scalars['String']['output'];
};

/** A child with allergies who eats this dish, named on the production sheet so the kitchen packs it safely. */
export type ProductionAllergyNote = {
  __typename?: 'ProductionAllergyNote';
  /** The child's allergies, from the list of the nine major food allergens (lower-case names). */
  allergies: Array<Scalars['String']['output']>;
  /** The child's name as the order has it. */
  childName: Scalars['String']['output'];
  /** The child's grade as the order has it. */
  grade: Scalars['String']['output'];
  /** The medical diet the school approved for the child, in force that day (allergens, then diets): marked 'medical diet (approved)'. Empty when none. */
  medicalDiet: Array<Scalars['String']['output']>;
  /** The child's teacher (section) as the order has it, or null. */
  teacher?: Maybe<Scalars['String']['output']>;
};

/** One class of a school: a grade and a teacher. */
export type ProductionClassCount = {
  __typename?: 'ProductionClassCount';
  /** The grade as the orders have it. */
  grade: Scalars['String']['output'];
  /** The class's lunches by dish. */
  items: Array<ProductionItemCount>;
  /** The teacher (section), or null when the orders name none. */
  teacher?: Maybe<Scalars['String']['output']>;
  /** The class's lunches. */
  total: Scalars['Int']['output'];
};

/** One day of the production sheet. */
export type ProductionDay = {
  __typename?: 'ProductionDay';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** The day's lunches by dish, all schools together. */
  items: Array<ProductionItemCount>;
  /** The day's lunches by school, in delivery order (by delivery time, then name). */
  schools: Array<ProductionSchoolCount>;
  /** The day's lunches. */
  total: Scalars['Int']['output'];
};

/** How many of one dish to cook. */
export type ProductionItemCount = {
  __typename?: 'ProductionItemCount';
  /** The children with allergies among them, by name. */
  allergyNotes: Array<ProductionAllergyNote>;
  /** How many active (not cancelled) lunches of it. */
  count: Scalars['Int']['output'];
  /** The dish's name as the orders have it. */
  menuItem: Scalars['String']['output'];
};

/** One school's lunches of a day; a day's schools come in delivery order (issue 31). */
export type ProductionSchoolCount = {
  __typename?: 'ProductionSchoolCount';
  /** The school's lunches by grade and teacher, each by dish. */
  classes: Array<ProductionClassCount>;
  /** When lunch is delivered there, HH:mm on the school's clock; null when not known. */
  deliveryTime?: Maybe<Scalars['String']['output']>;
  /** The school's lunches by dish. */
  items: Array<ProductionItemCount>;
  /** The school's name as the orders have it. */
  school: Scalars['String']['output'];
  /** identity's school id, or null for lunches at a school this service has not heard of. */
  schoolId?: Maybe<Scalars['Int']['output']>;
  /** The school's lunches. */
  total: Scalars['Int']['output'];
};

/** The kitchen's production sheet: what to cook for a date or a week. Cancelled lunches are not counted. Administrators only. */
export type ProductionSheet = {
  __typename?: 'ProductionSheet';
  /** The days that have lunches, earliest first. */
  days: Array<ProductionDay>;
  /** The first date, YYYY-MM-DD. */
  from: Scalars['String']['output'];
  /** The last date, YYYY-MM-DD (the same as from for one date). */
  to: Scalars['String']['output'];
  /** Every lunch of the range. */
  total: Scalars['Int']['output'];
};

/** What can be read. Each field says who may ask. */
export type Query = {
  __typename?: 'Query';
  /**
   * Administrators only: the lunch changes written after this event id, oldest first (the live board's
   * catch-up); null when that event is no longer kept, and the board reloads its day instead.
   */
  adminOrderChanges?: Maybe<Array<OrderChange>>;
  /** Administrators, and the kitchen for the labels without parent contact or payment (blank): every order (newest lunch first), or one date's orders (YYYY-MM-DD). */
  adminOrders: Array<LunchOrder>;
  /** Administrators only: payments by checkout, newest first; status (pending, paid or failed) narrows them. */
  adminPayments: Array<CheckoutPayment>;
  /** Administrators only: top-ups, newest first. */
  adminTopUps: Array<TopUp>;
  /** Anyone holding the token: the child's calendar (RFC 5545 text), or null for an unknown or replaced token. */
  calendarFeed?: Maybe<Scalars['String']['output']>;
  /**
   * Signed-in users: what add to cart asks before lunches go into the cart (issue 13). Refuses with
   * ALLERGEN_CONFLICT (extensions.values name the child, the dish and the allergens; extensions.cartItemId
   * the cart item) a dish that contains one of the child's allergies; answers the diet warnings, which
   * never refuse, as codes and values that each client writes in its reader's words.
   */
  checkCartLunches: Array<CartLunchWarning>;
  /**
   * Whoever may read the production sheet: the driver's delivery sheets of a date (today at the
   * schools when none), one per school in delivery order; schoolId keeps one school's.
   */
  deliverySheets: DeliverySheets;
  /**
   * The lunch schedule, earliest date first: a parent gets their own lunches, an administrator
   * everyone's. from and to (YYYY-MM-DD, inclusive) narrow it.
   */
  lunchSchedule: Array<LunchOrder>;
  /** The signed-in parent's account credit and its ledger. */
  myCredit: MyCredit;
  /** The signed-in user's orders, newest lunch first (order history, duplicate check). */
  myLunchOrders: Array<LunchOrder>;
  /** The signed-in parent's notification settings. */
  myNotificationSettings: NotificationSettings;
  /** The signed-in parent's standing orders, one per child (an inactive all-skip pattern when none was saved). */
  myStandingOrders: Array<StandingOrder>;
  /** The signed-in parent's top-ups, newest first. */
  myTopUps: Array<TopUp>;
  /** Signed in: ordering's entries made by the caller or about their account, newest first (their data download). */
  orderingAuditAboutMe: Array<AuditEntry>;
  /** Administrators only: a page of ordering's audit trail, newest first. */
  orderingAuditLog: AuditPage;
  /** Administrators only: checks ordering's hash chain. */
  orderingAuditVerify: AuditChainCheck;
  /** The payment step's PayPal and Zelle links with their QR images; amountDue (decimal text) goes into the PayPal.me link. */
  paymentOptions: PaymentOptions;
  /** Administrators only: the payment settings (empty texts until saved). */
  paymentSettings: PaymentSettings;
  /**
   * Administrators and the kitchen: the production sheet of one date, or of the Monday to Friday week that holds
   * week (not both); today at the schools when neither is given. schoolId narrows it to one school
   * (BAD_USER_INPUT for an unknown one).
   */
  productionSheet: ProductionSheet;
  /** A school office for its own school, or an administrator naming one (every school when left out): the school's lunches of a date (today at the schools when left out), by class and child. */
  schoolOrders: Array<SchoolLunch>;
};


/** What can be read. Each field says who may ask. */
export type QueryAdminOrderChangesArgs = {
  after: Scalars['String']['input'];
};


/** What can be read. Each field says who may ask. */
export type QueryAdminOrdersArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryAdminPaymentsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryAdminTopUpsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryCalendarFeedArgs = {
  token: Scalars['String']['input'];
};


/** What can be read. Each field says who may ask. */
export type QueryCheckCartLunchesArgs = {
  items?: InputMaybe<Array<InputMaybe<CartItemInput>>>;
};


/** What can be read. Each field says who may ask. */
export type QueryDeliverySheetsArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryLunchScheduleArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryOrderingAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
};


/** What can be read. Each field says who may ask. */
export type QueryPaymentOptionsArgs = {
  amountDue?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryProductionSheetArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
  week?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QuerySchoolOrdersArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
};

/** What one reminder run did for a week. */
export type ReminderRun = {
  __typename?: 'ReminderRun';
  /** Parents reminded by this run. */
  reminded: Scalars['Int']['output'];
  /** Parents who needed a reminder but have both channels off. */
  skipped: Scalars['Int']['output'];
};

/** How the weekly reminder reaches the parent. */
export type ReminderSettings = {
  __typename?: 'ReminderSettings';
  /** By e-mail. */
  email: Scalars['Boolean']['output'];
  /** By WhatsApp (when the parent has a phone number). */
  whatsapp: Scalars['Boolean']['output'];
};

/** The reminder settings as the parent sends them; a field left out takes its default. */
export type ReminderSettingsInput = {
  /** By e-mail (default true). */
  email?: InputMaybe<Scalars['Boolean']['input']>;
  /** By WhatsApp (default false). */
  whatsapp?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One lunch as a school office reads it: the child, the class, the dish and allergies; the parent's name and no contact or payment. */
export type SchoolLunch = {
  __typename?: 'SchoolLunch';
  /** The child's declared allergies (canonical names). */
  allergies: Array<Scalars['String']['output']>;
  /** The child's name as the order has it. */
  childName: Scalars['String']['output'];
  /** The child's grade as the order has it. */
  grade: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  lunchDate: Scalars['String']['output'];
  /** The dish. */
  lunchOptions: Array<Scalars['String']['output']>;
  /** The school's approved medical diet in force that day. */
  medicalDiet: Array<Scalars['String']['output']>;
  /** The parent's special instructions, when given. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The lunch's order number. */
  orderId: Scalars['Int']['output'];
  /** The parent's name; never their e-mail or phone. */
  parentName: Scalars['String']['output'];
  /** The school's name. */
  school: Scalars['String']['output'];
  /** The section (teacher), when given. */
  teacher?: Maybe<Scalars['String']['output']>;
};

/** A child's weekly pattern, placed every week by one checkout per parent. The child's parent reads it. */
export type StandingOrder = {
  __typename?: 'StandingOrder';
  /** While false nothing is placed. */
  active: Scalars['Boolean']['output'];
  /** The child profile's id. */
  childId: Scalars['Int']['output'];
  /** What each weekday asks for. */
  days: StandingOrderDays;
  /** Monday (YYYY-MM-DD) of the week the next run places; null when inactive. */
  nextWeek?: Maybe<Scalars['String']['output']>;
};

/** What a standing order asks for on one weekday (issue 27 section 1). */
export type StandingOrderDay = {
  __typename?: 'StandingOrderDay';
  /** With mode diet: the diet tag, e.g. vegetarian. */
  dietTag?: Maybe<Scalars['String']['output']>;
  /** With mode item: the dish's name. */
  dish?: Maybe<Scalars['String']['output']>;
  /** first or skip: what is placed when the mode finds nothing the child may have. */
  fallback: Scalars['String']['output'];
  /** skip, first (the day's first item), item (a named dish) or diet (the first item with a diet tag). */
  mode: Scalars['String']['output'];
};

/** One weekday of a standing order as the parent sends it; the domain's standingOrderSchema checks it. */
export type StandingOrderDayInput = {
  /** With mode diet: the diet tag. */
  dietTag?: InputMaybe<Scalars['String']['input']>;
  /** With mode item: the dish's name. */
  dish?: InputMaybe<Scalars['String']['input']>;
  /** first or skip (skip when left out). */
  fallback?: InputMaybe<Scalars['String']['input']>;
  /** skip, first, item or diet. */
  mode?: InputMaybe<Scalars['String']['input']>;
};

/** A standing order's weekdays, Monday to Friday. */
export type StandingOrderDays = {
  __typename?: 'StandingOrderDays';
  /** Friday. */
  Friday: StandingOrderDay;
  /** Monday. */
  Monday: StandingOrderDay;
  /** Thursday. */
  Thursday: StandingOrderDay;
  /** Tuesday. */
  Tuesday: StandingOrderDay;
  /** Wednesday. */
  Wednesday: StandingOrderDay;
};

/** A standing order's weekdays as the parent sends them. */
export type StandingOrderDaysInput = {
  /** Friday; skip when left out. */
  Friday?: InputMaybe<StandingOrderDayInput>;
  /** Monday; skip when left out. */
  Monday?: InputMaybe<StandingOrderDayInput>;
  /** Thursday; skip when left out. */
  Thursday?: InputMaybe<StandingOrderDayInput>;
  /** Tuesday; skip when left out. */
  Tuesday?: InputMaybe<StandingOrderDayInput>;
  /** Wednesday; skip when left out. */
  Wednesday?: InputMaybe<StandingOrderDayInput>;
};

/** The body of PUT /api/standing-orders/{childId}. */
export type StandingOrderInput = {
  /** Whether the pattern places lunches. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The weekdays, each optional. */
  days?: InputMaybe<StandingOrderDaysInput>;
};

/** What one standing-order run did for a week. */
export type StandingOrderRun = {
  __typename?: 'StandingOrderRun';
  /** Lunches this run placed. */
  lunches: Scalars['Int']['output'];
  /** Parents whose checkout this run placed. */
  parents: Scalars['Int']['output'];
  /** Wanted days this run left without a lunch (closed, already ordered, deadline passed, nothing matching, allergen). */
  skipped: Scalars['Int']['output'];
};

/** A top-up of the parent's balance, paid by hand with its reference and confirmed by an administrator. */
export type TopUp = {
  __typename?: 'TopUp';
  /** Decimal text. */
  amount: Scalars['String']['output'];
  /** ISO date-time. */
  createdAt: Scalars['String']['output'];
  /** ISO date-time of the administrator's decision; null while pending. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** Administrators' list only, else null */
  email?: Maybe<Scalars['String']['output']>;
  /** Administrators' list only, else null */
  parentName?: Maybe<Scalars['String']['output']>;
  /** The PayPal and Zelle links and QR images for this amount. */
  paymentOptions: PaymentOptions;
  /** What the parent quotes with the payment, e.g. LB-7K3Q9. */
  reference: Scalars['String']['output'];
  /** pending, paid or failed */
  status: Scalars['String']['output'];
};

/** What an unsubscribe link turned off. */
export type Unsubscribed = {
  __typename?: 'Unsubscribed';
  /** reminders or lowBalance */
  kind: Scalars['String']['output'];
};

/** identity owns the user; ordering adds the user's orders to it. */
export type User = {
  __typename?: 'User';
  /** The user's account credit ledger, newest first (what the data download holds). The user alone may read it. */
  creditLedger: Array<CreditEntry>;
  /** The user's number, the same in every service. */
  id: Scalars['Int']['output'];
  /** The user's orders, newest lunch first. A parent sees only their own; an administrator anyone's. */
  orders: Array<LunchOrder>;
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
  LunchOrder: LunchOrder;
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
  LunchOrder:
    ( { __typename: 'LunchOrder' }
    & GraphQLRecursivePick<FederationTypes['LunchOrder'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AdminStats: ResolverTypeWrapper<AdminStats>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AuditChainCheck: ResolverTypeWrapper<AuditChainCheck>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  CartItemInput: CartItemInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CartLunchWarning: ResolverTypeWrapper<CartLunchWarningValues>;
  CartLunchWarningCode: CartLunchWarningCode;
  CheckoutPayment: ResolverTypeWrapper<CheckoutPayment>;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  ChildProfile: ResolverTypeWrapper<ChildProfile>;
  CreditEntry: ResolverTypeWrapper<CreditEntry>;
  DeliveryChild: ResolverTypeWrapper<DeliveryChild>;
  DeliveryItemCount: ResolverTypeWrapper<DeliveryItemCount>;
  DeliverySchool: ResolverTypeWrapper<DeliverySchool>;
  DeliverySheets: ResolverTypeWrapper<DeliverySheets>;
  LowBalanceSettings: ResolverTypeWrapper<LowBalanceSettings>;
  LowBalanceSettingsInput: LowBalanceSettingsInput;
  LunchOrder: ResolverTypeWrapper<LunchOrder>;
  LunchOrderInput: LunchOrderInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyCredit: ResolverTypeWrapper<MyCredit>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  OrderChange: ResolverTypeWrapper<OrderChange>;
  PaymentOptions: ResolverTypeWrapper<PaymentOptions>;
  PaymentSettings: ResolverTypeWrapper<PaymentSettings>;
  ProductionAllergyNote: ResolverTypeWrapper<ProductionAllergyNote>;
  ProductionClassCount: ResolverTypeWrapper<ProductionClassCount>;
  ProductionDay: ResolverTypeWrapper<ProductionDay>;
  ProductionItemCount: ResolverTypeWrapper<ProductionItemCount>;
  ProductionSchoolCount: ResolverTypeWrapper<ProductionSchoolCount>;
  ProductionSheet: ResolverTypeWrapper<ProductionSheet>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReminderRun: ResolverTypeWrapper<ReminderRun>;
  ReminderSettings: ResolverTypeWrapper<ReminderSettings>;
  ReminderSettingsInput: ReminderSettingsInput;
  SchoolLunch: ResolverTypeWrapper<SchoolLunch>;
  StandingOrder: ResolverTypeWrapper<StandingOrder>;
  StandingOrderDay: ResolverTypeWrapper<StandingOrderDay>;
  StandingOrderDayInput: StandingOrderDayInput;
  StandingOrderDays: ResolverTypeWrapper<StandingOrderDays>;
  StandingOrderDaysInput: StandingOrderDaysInput;
  StandingOrderInput: StandingOrderInput;
  StandingOrderRun: ResolverTypeWrapper<StandingOrderRun>;
  TopUp: ResolverTypeWrapper<TopUp>;
  Unsubscribed: ResolverTypeWrapper<Unsubscribed>;
  User: ResolverTypeWrapper<User>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminStats: AdminStats | FederationReferenceTypes['AdminStats'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  AuditChainCheck: AuditChainCheck;
  Boolean: Scalars['Boolean']['output'];
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  CartItemInput: CartItemInput;
  Float: Scalars['Float']['output'];
  CartLunchWarning: CartLunchWarningValues;
  CheckoutPayment: CheckoutPayment;
  CheckoutResult: CheckoutResult;
  ChildProfile: ChildProfile | FederationReferenceTypes['ChildProfile'];
  CreditEntry: CreditEntry;
  DeliveryChild: DeliveryChild;
  DeliveryItemCount: DeliveryItemCount;
  DeliverySchool: DeliverySchool;
  DeliverySheets: DeliverySheets;
  LowBalanceSettings: LowBalanceSettings;
  LowBalanceSettingsInput: LowBalanceSettingsInput;
  LunchOrder: LunchOrder | FederationReferenceTypes['LunchOrder'];
  LunchOrderInput: LunchOrderInput;
  Mutation: Record<PropertyKey, never>;
  MyCredit: MyCredit;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  OrderChange: OrderChange;
  PaymentOptions: PaymentOptions;
  PaymentSettings: PaymentSettings;
  ProductionAllergyNote: ProductionAllergyNote;
  ProductionClassCount: ProductionClassCount;
  ProductionDay: ProductionDay;
  ProductionItemCount: ProductionItemCount;
  ProductionSchoolCount: ProductionSchoolCount;
  ProductionSheet: ProductionSheet;
  Query: Record<PropertyKey, never>;
  ReminderRun: ReminderRun;
  ReminderSettings: ReminderSettings;
  ReminderSettingsInput: ReminderSettingsInput;
  SchoolLunch: SchoolLunch;
  StandingOrder: StandingOrder;
  StandingOrderDay: StandingOrderDay;
  StandingOrderDayInput: StandingOrderDayInput;
  StandingOrderDays: StandingOrderDays;
  StandingOrderDaysInput: StandingOrderDaysInput;
  StandingOrderInput: StandingOrderInput;
  StandingOrderRun: StandingOrderRun;
  TopUp: TopUp;
  Unsubscribed: Unsubscribed;
  User: User | FederationReferenceTypes['User'];
  String: Scalars['String']['output'];
}>;

export type IdempotentDirectiveArgs = {
  key: Scalars['String']['input'];
};

export type IdempotentDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = IdempotentDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminStatsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'], FederationReferenceType extends FederationReferenceTypes['AdminStats'] = FederationReferenceTypes['AdminStats']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['AdminStats']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  todaysOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type CartLunchWarningResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CartLunchWarning'] = ResolversParentTypes['CartLunchWarning']> = ResolversObject<{
  child?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['CartLunchWarningCode'], ParentType, ContextType>;
  dietTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dish?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CheckoutPaymentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CheckoutPayment'] = ResolversParentTypes['CheckoutPayment']> = ResolversObject<{
  amountDue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lunches?: Resolver<Array<ResolversTypes['LunchOrder']>, ParentType, ContextType>;
  parentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CheckoutResultResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = ResolversObject<{
  amountDue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditApplied?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['LunchOrder']>, ParentType, ContextType>;
  paymentReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChildProfileResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ChildProfile'] = ResolversParentTypes['ChildProfile'], FederationReferenceType extends FederationReferenceTypes['ChildProfile'] = FederationReferenceTypes['ChildProfile']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ChildProfile']> | FederationReferenceType, FederationReferenceType, ContextType>;
  calendarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreditEntryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditEntry'] = ResolversParentTypes['CreditEntry']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topUpReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DeliveryChildResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeliveryChild'] = ResolversParentTypes['DeliveryChild']> = ResolversObject<{
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menuItem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teacher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DeliveryItemCountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeliveryItemCount'] = ResolversParentTypes['DeliveryItemCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  menuItem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeliverySchoolResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeliverySchool'] = ResolversParentTypes['DeliverySchool']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['DeliveryChild']>, ParentType, ContextType>;
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DeliveryItemCount']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeliverySheetsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeliverySheets'] = ResolversParentTypes['DeliverySheets']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['DeliverySchool']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LowBalanceSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['LowBalanceSettings'] = ResolversParentTypes['LowBalanceSettings']> = ResolversObject<{
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LunchOrderResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['LunchOrder'] = ResolversParentTypes['LunchOrder'], FederationReferenceType extends FederationReferenceTypes['LunchOrder'] = FederationReferenceTypes['LunchOrder']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['LunchOrder']> | FederationReferenceType, FederationReferenceType, ContextType>;
  allergenCheck?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  checkoutId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childAllergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  childId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childMedicalDiet?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditedAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lunchDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lunchOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  school?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teacher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weeklyMenuItemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  cancelLunchOrder?: Resolver<ResolversTypes['LunchOrder'], ParentType, ContextType, RequireFields<MutationCancelLunchOrderArgs, 'id'>>;
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, Partial<MutationCheckoutArgs>>;
  createTopUp?: Resolver<ResolversTypes['TopUp'], ParentType, ContextType, RequireFields<MutationCreateTopUpArgs, 'amount'>>;
  decideTopUp?: Resolver<ResolversTypes['TopUp'], ParentType, ContextType, RequireFields<MutationDecideTopUpArgs, 'reference' | 'status'>>;
  placeLunchOrder?: Resolver<ResolversTypes['LunchOrder'], ParentType, ContextType, RequireFields<MutationPlaceLunchOrderArgs, 'input'>>;
  resetCalendarToken?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetCalendarTokenArgs, 'childId'>>;
  runReminders?: Resolver<ResolversTypes['ReminderRun'], ParentType, ContextType, RequireFields<MutationRunRemindersArgs, 'week'>>;
  runStandingOrders?: Resolver<ResolversTypes['StandingOrderRun'], ParentType, ContextType, RequireFields<MutationRunStandingOrdersArgs, 'week'>>;
  setCheckoutPaymentStatus?: Resolver<ResolversTypes['CheckoutPayment'], ParentType, ContextType, RequireFields<MutationSetCheckoutPaymentStatusArgs, 'reference'>>;
  setMyNotificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationSetMyNotificationSettingsArgs, 'input'>>;
  setOrderPaymentStatus?: Resolver<ResolversTypes['LunchOrder'], ParentType, ContextType, RequireFields<MutationSetOrderPaymentStatusArgs, 'id'>>;
  setStandingOrder?: Resolver<ResolversTypes['StandingOrder'], ParentType, ContextType, RequireFields<MutationSetStandingOrderArgs, 'childId' | 'input'>>;
  unsubscribe?: Resolver<ResolversTypes['Unsubscribed'], ParentType, ContextType, RequireFields<MutationUnsubscribeArgs, 'token'>>;
  updatePaymentSettings?: Resolver<ResolversTypes['PaymentSettings'], ParentType, ContextType, Partial<MutationUpdatePaymentSettingsArgs>>;
}>;

export type MyCreditResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MyCredit'] = ResolversParentTypes['MyCredit']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['CreditEntry']>, ParentType, ContextType>;
}>;

export type NotificationSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = ResolversObject<{
  lowBalance?: Resolver<ResolversTypes['LowBalanceSettings'], ParentType, ContextType>;
  reminders?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType>;
}>;

export type OrderChangeResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['OrderChange'] = ResolversParentTypes['OrderChange']> = ResolversObject<{
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lunchDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lunchOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentOptionsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentOptions'] = ResolversParentTypes['PaymentOptions']> = ResolversObject<{
  paypalMeHandle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paypalQr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paypalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zelleQr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zelleRecipient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zelleRecipientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zelleUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentSettings'] = ResolversParentTypes['PaymentSettings']> = ResolversObject<{
  paypalMeHandle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zelleRecipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zelleRecipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductionAllergyNoteResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ProductionAllergyNote'] = ResolversParentTypes['ProductionAllergyNote']> = ResolversObject<{
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medicalDiet?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  teacher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductionClassCountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ProductionClassCount'] = ResolversParentTypes['ProductionClassCount']> = ResolversObject<{
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductionItemCount']>, ParentType, ContextType>;
  teacher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductionDayResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ProductionDay'] = ResolversParentTypes['ProductionDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductionItemCount']>, ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['ProductionSchoolCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductionItemCountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ProductionItemCount'] = ResolversParentTypes['ProductionItemCount']> = ResolversObject<{
  allergyNotes?: Resolver<Array<ResolversTypes['ProductionAllergyNote']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  menuItem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductionSchoolCountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ProductionSchoolCount'] = ResolversParentTypes['ProductionSchoolCount']> = ResolversObject<{
  classes?: Resolver<Array<ResolversTypes['ProductionClassCount']>, ParentType, ContextType>;
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductionItemCount']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductionSheetResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ProductionSheet'] = ResolversParentTypes['ProductionSheet']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['ProductionDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminOrderChanges?: Resolver<Maybe<Array<ResolversTypes['OrderChange']>>, ParentType, ContextType, RequireFields<QueryAdminOrderChangesArgs, 'after'>>;
  adminOrders?: Resolver<Array<ResolversTypes['LunchOrder']>, ParentType, ContextType, Partial<QueryAdminOrdersArgs>>;
  adminPayments?: Resolver<Array<ResolversTypes['CheckoutPayment']>, ParentType, ContextType, Partial<QueryAdminPaymentsArgs>>;
  adminTopUps?: Resolver<Array<ResolversTypes['TopUp']>, ParentType, ContextType, Partial<QueryAdminTopUpsArgs>>;
  calendarFeed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryCalendarFeedArgs, 'token'>>;
  checkCartLunches?: Resolver<Array<ResolversTypes['CartLunchWarning']>, ParentType, ContextType, Partial<QueryCheckCartLunchesArgs>>;
  deliverySheets?: Resolver<ResolversTypes['DeliverySheets'], ParentType, ContextType, Partial<QueryDeliverySheetsArgs>>;
  lunchSchedule?: Resolver<Array<ResolversTypes['LunchOrder']>, ParentType, ContextType, Partial<QueryLunchScheduleArgs>>;
  myCredit?: Resolver<ResolversTypes['MyCredit'], ParentType, ContextType>;
  myLunchOrders?: Resolver<Array<ResolversTypes['LunchOrder']>, ParentType, ContextType>;
  myNotificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  myStandingOrders?: Resolver<Array<ResolversTypes['StandingOrder']>, ParentType, ContextType>;
  myTopUps?: Resolver<Array<ResolversTypes['TopUp']>, ParentType, ContextType>;
  orderingAuditAboutMe?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  orderingAuditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryOrderingAuditLogArgs>>;
  orderingAuditVerify?: Resolver<ResolversTypes['AuditChainCheck'], ParentType, ContextType>;
  paymentOptions?: Resolver<ResolversTypes['PaymentOptions'], ParentType, ContextType, Partial<QueryPaymentOptionsArgs>>;
  paymentSettings?: Resolver<ResolversTypes['PaymentSettings'], ParentType, ContextType>;
  productionSheet?: Resolver<ResolversTypes['ProductionSheet'], ParentType, ContextType, Partial<QueryProductionSheetArgs>>;
  schoolOrders?: Resolver<Array<ResolversTypes['SchoolLunch']>, ParentType, ContextType, Partial<QuerySchoolOrdersArgs>>;
}>;

export type ReminderRunResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ReminderRun'] = ResolversParentTypes['ReminderRun']> = ResolversObject<{
  reminded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReminderSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ReminderSettings'] = ResolversParentTypes['ReminderSettings']> = ResolversObject<{
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  whatsapp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SchoolLunchResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SchoolLunch'] = ResolversParentTypes['SchoolLunch']> = ResolversObject<{
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lunchDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lunchOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  medicalDiet?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  school?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teacher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StandingOrderResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['StandingOrder'] = ResolversParentTypes['StandingOrder']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  childId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['StandingOrderDays'], ParentType, ContextType>;
  nextWeek?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StandingOrderDayResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['StandingOrderDay'] = ResolversParentTypes['StandingOrderDay']> = ResolversObject<{
  dietTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fallback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StandingOrderDaysResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['StandingOrderDays'] = ResolversParentTypes['StandingOrderDays']> = ResolversObject<{
  Friday?: Resolver<ResolversTypes['StandingOrderDay'], ParentType, ContextType>;
  Monday?: Resolver<ResolversTypes['StandingOrderDay'], ParentType, ContextType>;
  Thursday?: Resolver<ResolversTypes['StandingOrderDay'], ParentType, ContextType>;
  Tuesday?: Resolver<ResolversTypes['StandingOrderDay'], ParentType, ContextType>;
  Wednesday?: Resolver<ResolversTypes['StandingOrderDay'], ParentType, ContextType>;
}>;

export type StandingOrderRunResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['StandingOrderRun'] = ResolversParentTypes['StandingOrderRun']> = ResolversObject<{
  lunches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TopUpResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TopUp'] = ResolversParentTypes['TopUp']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentOptions?: Resolver<ResolversTypes['PaymentOptions'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UnsubscribedResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Unsubscribed'] = ResolversParentTypes['Unsubscribed']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  creditLedger?: Resolver<Array<ResolversTypes['CreditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['LunchOrder']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  AdminStats?: AdminStatsResolvers<ContextType>;
  AuditChainCheck?: AuditChainCheckResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  CartLunchWarning?: CartLunchWarningResolvers<ContextType>;
  CheckoutPayment?: CheckoutPaymentResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  ChildProfile?: ChildProfileResolvers<ContextType>;
  CreditEntry?: CreditEntryResolvers<ContextType>;
  DeliveryChild?: DeliveryChildResolvers<ContextType>;
  DeliveryItemCount?: DeliveryItemCountResolvers<ContextType>;
  DeliverySchool?: DeliverySchoolResolvers<ContextType>;
  DeliverySheets?: DeliverySheetsResolvers<ContextType>;
  LowBalanceSettings?: LowBalanceSettingsResolvers<ContextType>;
  LunchOrder?: LunchOrderResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyCredit?: MyCreditResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  OrderChange?: OrderChangeResolvers<ContextType>;
  PaymentOptions?: PaymentOptionsResolvers<ContextType>;
  PaymentSettings?: PaymentSettingsResolvers<ContextType>;
  ProductionAllergyNote?: ProductionAllergyNoteResolvers<ContextType>;
  ProductionClassCount?: ProductionClassCountResolvers<ContextType>;
  ProductionDay?: ProductionDayResolvers<ContextType>;
  ProductionItemCount?: ProductionItemCountResolvers<ContextType>;
  ProductionSchoolCount?: ProductionSchoolCountResolvers<ContextType>;
  ProductionSheet?: ProductionSheetResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReminderRun?: ReminderRunResolvers<ContextType>;
  ReminderSettings?: ReminderSettingsResolvers<ContextType>;
  SchoolLunch?: SchoolLunchResolvers<ContextType>;
  StandingOrder?: StandingOrderResolvers<ContextType>;
  StandingOrderDay?: StandingOrderDayResolvers<ContextType>;
  StandingOrderDays?: StandingOrderDaysResolvers<ContextType>;
  StandingOrderRun?: StandingOrderRunResolvers<ContextType>;
  TopUp?: TopUpResolvers<ContextType>;
  Unsubscribed?: UnsubscribedResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = SubgraphContext> = ResolversObject<{
  idempotent?: IdempotentDirectiveResolver<any, any, ContextType>;
}>;
