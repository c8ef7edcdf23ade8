import type { GraphQLResolveInfo } from 'graphql';
import type { PublicUser } from '@lunchbox/contracts/users';
import type { ChildRow } from '../children/child-repository.ts';
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

/** One page of the admin Users tab's table, and its summary. Administrators only. */
export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  /** The administrators among every account. */
  administrators: Scalars['Int']['output'];
  /** The child profiles of the page's users, by id. */
  childProfiles: Array<ChildProfile>;
  /** How many users the search finds, on every page. */
  found: Scalars['Int']['output'];
  /** Every child profile of every account. */
  totalChildren: Scalars['Int']['output'];
  /** Every account, parents and administrators, whatever the search. */
  totalUsers: Scalars['Int']['output'];
  /** The users of the page, by id. */
  users: Array<User>;
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
  /** One of the schools served, by name. */
  school?: InputMaybe<Scalars['String']['input']>;
  /** One of the schools served, by id (GET /api/schools); decides over school when both are sent. */
  schoolId?: InputMaybe<Scalars['Int']['input']>;
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
  /** The approvals in force today (school time zone), apart from the parent-declared allergies: what ordering, repeat-last-week and standing orders enforce. The child's parent or an administrator, as the child's other fields. */
  confirmedDiets: Array<ConfirmedDiet>;
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
  /** The school's id (GET /api/schools); null only for a child saved by the previous release at a school not on the list. */
  schoolId?: Maybe<Scalars['Int']['output']>;
  /** Shown as 'Section/Cohort'. */
  teacher: Scalars['String']['output'];
  /** The parent's user id. */
  userId: Scalars['Int']['output'];
};

/** A medical diet the school approved for a child, in force until validUntil (issue 32). */
export type ConfirmedDiet = {
  __typename?: 'ConfirmedDiet';
  /** The allergens the child must not be served, from the domain's list. */
  allergens: Array<Scalars['String']['output']>;
  /** The diets every dish must be marked with, from the domain's list. */
  diets: Array<Scalars['String']['output']>;
  /** YYYY-MM-DD: the last school day the approval holds. */
  validUntil: Scalars['String']['output'];
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

/** Turning two-factor off: the password and a code (or a recovery code). */
export type DisableTwoFactorInput = {
  /** The 6-digit code the authenticator app shows. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The account's password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** One of the recovery codes. */
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
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
  /** The second step of signing in; sets the session cookie. Five wrong codes lock two-factor sign-in for 15 minutes. */
  completeTwoFactorSignIn: User;
  /** Anyone: a new captcha challenge for the registration form. */
  createCaptcha: Captcha;
  /** Administrators only: adds a school. */
  createSchool: School;
  /** Administrators only: approve a pending request until a date, or reject it with a reason; the parent is e-mailed. */
  decideDietRequest: DietRequest;
  /** The child's parent or an administrator: removes the child profile. Answers true. */
  deleteChild: Scalars['Boolean']['output'];
  /**
   * Signed-in parents: closes their own account after checking the password (and the two-factor code
   * when two-factor sign-in is on), removing it exactly as an administrator's delete does; a last
   * e-mail confirms it. UNAUTHENTICATED for a wrong password (nothing is removed); failed attempts count
   * against the sign-in rate limit. Answers true and ends the session.
   */
  deleteMyAccount: Scalars['Boolean']['output'];
  /** Signed-in users: removes one of their passkeys. Answers true. */
  deletePasskey: Scalars['Boolean']['output'];
  /** Administrators only; removes a parent and, through user.deleted, everything every service holds of them. */
  deleteUser: Scalars['Boolean']['output'];
  /** Signed-in users: turns two-factor off with the password and a code or recovery code. Answers true. */
  disableTwoFactor: Scalars['Boolean']['output'];
  /** Signed-in users: the first code from the app turns two-factor on; answers the ten recovery codes, shown once. */
  enableTwoFactor: Array<Scalars['String']['output']>;
  /** Signs in; the gateway turns the session into an httpOnly cookie. */
  login: User;
  /** Ends the caller's session at once (a copied cookie stops working too). Answers true. */
  logout: Scalars['Boolean']['output'];
  /** Signed-in users: options for adding a passkey. */
  passkeyRegistrationOptions: PasskeyCeremony;
  /** Anyone: options for signing in with a passkey. */
  passkeySignInOptions: PasskeyCeremony;
  /** Creates the account and signs it in. */
  register: User;
  /** Signed-in users: keeps the browser's new passkey. */
  registerPasskey: Passkey;
  /** Always answers true, whether or not the address is known. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Anyone holding a valid reset token: sets a new password and ends every session of that user. */
  resetPassword: Scalars['Boolean']['output'];
  /** Administrators only, never for themselves: removes a user's TOTP, recovery codes and passkeys. Answers true. */
  resetUserTwoFactor: Scalars['Boolean']['output'];
  /** Signed-in users: ends every session of theirs but the current one. Answers how many ended. */
  revokeMyOtherSessions: Scalars['Int']['output'];
  /**
   * Signed-in users: ends one of their own sessions, on every gateway from the next request on (their
   * current one too, which signs them out). NOT_FOUND for an unknown id or someone else's session.
   * Answers true.
   */
  revokeMySession: Scalars['Boolean']['output'];
  /** Signed-in users: a new TOTP secret, pending until enableTwoFactor. */
  setUpTwoFactor: TwoFactorSetup;
  /** Administrators only; nobody removes their own role, and the last administrator stays. */
  setUserAdmin: User;
  /**
   * Administrators only: sets the user's role (parent, admin, kitchen or school_office) and, for
   * school_office alone, the school they act for. Ends every session of the user.
   */
  setUserRole: User;
  /** The password step of signing in; sets the session cookie unless a second factor is needed. */
  signIn: SignInResult;
  /** Anyone: signs in with a passkey (both factors); sets the session cookie. */
  signInWithPasskey: User;
  /** The child's parent or an administrator: changes the child profile. */
  updateChild: ChildProfile;
  /** The user themselves or an administrator: changes the profile. */
  updateProfile: User;
  /** Administrators only: changes a school. */
  updateSchool: School;
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
export type MutationCompleteTwoFactorSignInArgs = {
  input: TwoFactorSignInInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationCreateSchoolArgs = {
  input: SchoolInput;
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
export type MutationDeleteMyAccountArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationDeletePasskeyArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationDeleteUserArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationDisableTwoFactorArgs = {
  input: DisableTwoFactorInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationEnableTwoFactorArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
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
export type MutationRegisterPasskeyArgs = {
  input: PasskeyResponseInput;
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
export type MutationResetUserTwoFactorArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationRevokeMySessionArgs = {
  id: Scalars['String']['input'];
};


/** What can be changed. Each field says who may do it. */
export type MutationSetUserAdminArgs = {
  id: Scalars['Int']['input'];
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationSetUserRoleArgs = {
  id: Scalars['Int']['input'];
  role?: InputMaybe<Scalars['String']['input']>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be changed. Each field says who may do it. */
export type MutationSignInArgs = {
  input: LoginInput;
};


/** What can be changed. Each field says who may do it. */
export type MutationSignInWithPasskeyArgs = {
  input: PasskeyResponseInput;
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


/** What can be changed. Each field says who may do it. */
export type MutationUpdateSchoolArgs = {
  id: Scalars['Int']['input'];
  input: SchoolInput;
};

/** One of the caller's passkeys (WebAuthn discoverable credentials). */
export type Passkey = {
  __typename?: 'Passkey';
  /** ISO date-time it was added. */
  createdAt: Scalars['String']['output'];
  /** The passkey's number. */
  id: Scalars['Int']['output'];
  /** ISO date-time it last signed in, or null. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** A name to tell passkeys apart. */
  name: Scalars['String']['output'];
};

/** A WebAuthn ceremony's options for the browser. */
export type PasskeyCeremony = {
  __typename?: 'PasskeyCeremony';
  /** Sent back with the browser's response; valid for 5 minutes, once. */
  ceremonyId: Scalars['String']['output'];
  /** The PublicKeyCredential options as JSON text (@simplewebauthn/browser's optionsJSON). */
  optionsJson: Scalars['String']['output'];
};

/** The browser's answer to a passkey ceremony. */
export type PasskeyResponseInput = {
  /** The ceremonyId the options came with. */
  ceremonyId?: InputMaybe<Scalars['String']['input']>;
  /** Registration only: a name for the new passkey. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The browser's PublicKeyCredential as JSON text. */
  response?: InputMaybe<Scalars['String']['input']>;
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
  /** Administrators only: one page of the users (by id) that a search finds, with the counts the Users tab shows. */
  adminUserPage: AdminUserPage;
  /** Administrators only. */
  adminUsers: Array<User>;
  /** A child's diet requests, newest first: its parent, or an administrator. */
  childDietRequests: Array<DietRequest>;
  /** Administrators only: diet requests by status (pending, approved, rejected, expired), oldest first; all without one. */
  dietRequests: Array<DietRequest>;
  /** Signed in: identity's entries made by the caller or about their account, newest first (their data download). */
  identityAuditAboutMe: Array<AuditEntry>;
  /** Administrators only: a page of identity's audit trail, newest first. */
  identityAuditLog: AuditPage;
  /** Administrators only: checks identity's hash chain. */
  identityAuditVerify: AuditChainCheck;
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /** The signed-in user's children. */
  myChildren: Array<ChildProfile>;
  /** Signed-in users: the caller's passkeys. */
  myPasskeys: Array<Passkey>;
  /** The signed-in user's live sessions, most recently seen first; the one asking is marked current. */
  mySessions: Array<Session>;
  /** Signed-in users: the caller's two-factor state. */
  myTwoFactor: TwoFactorStatus;
  /** Anyone: every school, inactive ones too. */
  schools: Array<School>;
};


/** What can be read. Each field says who may ask. */
export type QueryAdminUserPageArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryChildDietRequestsArgs = {
  childId: Scalars['Int']['input'];
};


/** What can be read. Each field says who may ask. */
export type QueryDietRequestsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says who may ask. */
export type QueryIdentityAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
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

/** A school the caterer serves (issue 31). Never deleted: an inactive one is not offered for new children. */
export type School = {
  __typename?: 'School';
  /** False: kept for the children at it, not offered for new ones. */
  active: Scalars['Boolean']['output'];
  /** HH:mm on the school's clock. */
  deliveryTime: Scalars['String']['output'];
  /** The school's id; children carry it as schoolId. */
  id: Scalars['Int']['output'];
  /** Unique regardless of case. */
  name: Scalars['String']['output'];
  /** The last moment to order a lunch. */
  orderDeadline: SchoolOrderDeadline;
  /** The school's IANA time zone. */
  timeZone: Scalars['String']['output'];
};

/** A school as an administrator writes it; a change sends any subset. */
export type SchoolInput = {
  /** False hides it for new children. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** HH:mm. */
  deliveryTime?: InputMaybe<Scalars['String']['input']>;
  /** Unique regardless of case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The cut-off. */
  orderDeadline?: InputMaybe<SchoolOrderDeadlineInput>;
  /** IANA time zone. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** The cut-off: time on the school's clock, daysBefore days before the lunch date. */
export type SchoolOrderDeadline = {
  __typename?: 'SchoolOrderDeadline';
  /** 0 is the lunch date itself. */
  daysBefore: Scalars['Int']['output'];
  /** HH:mm. */
  time: Scalars['String']['output'];
  /** The IANA zone whose clock time is read on: the school's own, or UTC for the seeded schools (the spec's fixed 05:00 UTC on the lunch date). */
  timeZone: Scalars['String']['output'];
};

/** The cut-off as an administrator writes it. */
export type SchoolOrderDeadlineInput = {
  /** Whole days before the lunch date. */
  daysBefore?: InputMaybe<Scalars['Int']['input']>;
  /** HH:mm. */
  time?: InputMaybe<Scalars['String']['input']>;
  /** IANA zone of time when not the school's own; omitted: the school's clock. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/**
 * One place the user is signed in: a session started by signing in (or registering) in a browser.
 * Read by that user alone; never carries the session's token.
 */
export type Session = {
  __typename?: 'Session';
  /** ISO date-time the user signed in. */
  createdAt: Scalars['String']['output'];
  /** True for the session of the request that asks. */
  current: Scalars['Boolean']['output'];
  /** The session's id (a UUID), as DELETE /api/my-sessions/{id} takes it. */
  id: Scalars['String']['output'];
  /** The address it signed in from, as the gateway saw it, or null when not known. */
  ip?: Maybe<Scalars['String']['output']>;
  /** ISO date-time a gateway last confirmed the session (to within a few minutes). */
  lastSeenAt: Scalars['String']['output'];
  /** The browser's User-Agent when it signed in, or null when not known. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/**
 * The answer to the password step of signing in: the user (and the session cookie) when the account
 * has no second factor, otherwise a challenge for completeTwoFactorSignIn and no session.
 */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** The challenge to complete within 5 minutes; null when signed in already. */
  challengeId?: Maybe<Scalars['String']['output']>;
  /** True when the account has two-factor sign-in on: send a code with the challenge. */
  twoFactorRequired: Scalars['Boolean']['output'];
  /** The signed-in user; null while a second factor is still needed. */
  user?: Maybe<User>;
};

/** A new TOTP secret for the caller's authenticator app, pending until enableTwoFactor. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The otpauth:// address an authenticator app reads. */
  otpauthUrl: Scalars['String']['output'];
  /** The otpauth address as a QR code, an SVG document drawn by the server. */
  qrSvg: Scalars['String']['output'];
  /** The base32 secret, for typing into an app by hand. */
  secret: Scalars['String']['output'];
};

/** The second step of signing in: the challenge and either a code from the app or a recovery code. */
export type TwoFactorSignInInput = {
  /** The challengeId from signIn. */
  challengeId?: InputMaybe<Scalars['String']['input']>;
  /** The 6-digit code the authenticator app shows. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** One of the ten recovery codes (each works once). */
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
};

/** The caller's second factors and what the deployment asks of administrators. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** Two-factor sign-in with an authenticator app is on. */
  enabled: Scalars['Boolean']['output'];
  /** How many passkeys the caller has. */
  passkeys: Scalars['Int']['output'];
  /** Recovery codes not yet used. */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** REQUIRE_ADMIN_2FA: administrators must have a second factor. */
  requiredForAdmins: Scalars['Boolean']['output'];
  /** The caller is an administrator who may not act as one until this session has a second factor. */
  setupRequired: Scalars['Boolean']['output'];
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
  /** True for administrators, who see and change everyone's data: exactly when role is admin. */
  isAdmin: Scalars['Boolean']['output'];
  /** The language of the user's screens and e-mails: en or es. */
  language: Scalars['String']['output'];
  /** ddd-ddd-dddd, or empty for accounts made before phone numbers were asked. */
  phone: Scalars['String']['output'];
  /** parent, admin, kitchen or school_office (docs/roles.md). */
  role: Scalars['String']['output'];
  /** The school a school_office user acts for; null for every other role. */
  schoolId?: Maybe<Scalars['Int']['output']>;
  /** The user's live sessions, most recently seen first. The user alone may read them (not an administrator). */
  sessions: Array<Session>;
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
  AdminUserPage: ResolverTypeWrapper<Partial<Omit<AdminUserPage, 'childProfiles' | 'users'> & { childProfiles: Array<ResolversTypes['ChildProfile']>, users: Array<ResolversTypes['User']> }>>;
  AuditChainCheck: ResolverTypeWrapper<Partial<AuditChainCheck>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  AuditEntry: ResolverTypeWrapper<Partial<AuditEntry>>;
  AuditFilter: ResolverTypeWrapper<Partial<AuditFilter>>;
  AuditPage: ResolverTypeWrapper<Partial<AuditPage>>;
  Captcha: ResolverTypeWrapper<Partial<Captcha>>;
  ChildInput: ResolverTypeWrapper<Partial<ChildInput>>;
  ChildProfile: ResolverTypeWrapper<ChildRow>;
  ConfirmedDiet: ResolverTypeWrapper<Partial<ConfirmedDiet>>;
  DietDecisionInput: ResolverTypeWrapper<Partial<DietDecisionInput>>;
  DietRequest: ResolverTypeWrapper<Partial<DietRequest>>;
  DisableTwoFactorInput: ResolverTypeWrapper<Partial<DisableTwoFactorInput>>;
  LoginInput: ResolverTypeWrapper<Partial<LoginInput>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Passkey: ResolverTypeWrapper<Partial<Passkey>>;
  PasskeyCeremony: ResolverTypeWrapper<Partial<PasskeyCeremony>>;
  PasskeyResponseInput: ResolverTypeWrapper<Partial<PasskeyResponseInput>>;
  ProfileInput: ResolverTypeWrapper<Partial<ProfileInput>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: ResolverTypeWrapper<Partial<RegisterInput>>;
  ResetPasswordInput: ResolverTypeWrapper<Partial<ResetPasswordInput>>;
  School: ResolverTypeWrapper<Partial<School>>;
  SchoolInput: ResolverTypeWrapper<Partial<SchoolInput>>;
  SchoolOrderDeadline: ResolverTypeWrapper<Partial<SchoolOrderDeadline>>;
  SchoolOrderDeadlineInput: ResolverTypeWrapper<Partial<SchoolOrderDeadlineInput>>;
  Session: ResolverTypeWrapper<Partial<Session>>;
  SignInResult: ResolverTypeWrapper<Partial<Omit<SignInResult, 'user'> & { user?: Maybe<ResolversTypes['User']> }>>;
  TwoFactorSetup: ResolverTypeWrapper<Partial<TwoFactorSetup>>;
  TwoFactorSignInInput: ResolverTypeWrapper<Partial<TwoFactorSignInInput>>;
  TwoFactorStatus: ResolverTypeWrapper<Partial<TwoFactorStatus>>;
  User: ResolverTypeWrapper<PublicUser>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminStats: Partial<AdminStats | FederationReferenceTypes['AdminStats']>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  AdminUserInput: Partial<AdminUserInput>;
  String: Partial<Scalars['String']['output']>;
  AdminUserPage: Partial<Omit<AdminUserPage, 'childProfiles' | 'users'> & { childProfiles: Array<ResolversParentTypes['ChildProfile']>, users: Array<ResolversParentTypes['User']> }>;
  AuditChainCheck: Partial<AuditChainCheck>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  AuditEntry: Partial<AuditEntry>;
  AuditFilter: Partial<AuditFilter>;
  AuditPage: Partial<AuditPage>;
  Captcha: Partial<Captcha>;
  ChildInput: Partial<ChildInput>;
  ChildProfile: ChildRow;
  ConfirmedDiet: Partial<ConfirmedDiet>;
  DietDecisionInput: Partial<DietDecisionInput>;
  DietRequest: Partial<DietRequest>;
  DisableTwoFactorInput: Partial<DisableTwoFactorInput>;
  LoginInput: Partial<LoginInput>;
  Mutation: Record<PropertyKey, never>;
  Passkey: Partial<Passkey>;
  PasskeyCeremony: Partial<PasskeyCeremony>;
  PasskeyResponseInput: Partial<PasskeyResponseInput>;
  ProfileInput: Partial<ProfileInput>;
  Query: Record<PropertyKey, never>;
  RegisterInput: Partial<RegisterInput>;
  ResetPasswordInput: Partial<ResetPasswordInput>;
  School: Partial<School>;
  SchoolInput: Partial<SchoolInput>;
  SchoolOrderDeadline: Partial<SchoolOrderDeadline>;
  SchoolOrderDeadlineInput: Partial<SchoolOrderDeadlineInput>;
  Session: Partial<Session>;
  SignInResult: Partial<Omit<SignInResult, 'user'> & { user?: Maybe<ResolversParentTypes['User']> }>;
  TwoFactorSetup: Partial<TwoFactorSetup>;
  TwoFactorSignInInput: Partial<TwoFactorSignInInput>;
  TwoFactorStatus: Partial<TwoFactorStatus>;
  User: PublicUser;
}>;

export type AdminStatsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'], FederationReferenceType extends FederationReferenceTypes['AdminStats'] = FederationReferenceTypes['AdminStats']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['AdminStats']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminUserPageResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdminUserPage'] = ResolversParentTypes['AdminUserPage']> = ResolversObject<{
  administrators?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childProfiles?: Resolver<Array<ResolversTypes['ChildProfile']>, ParentType, ContextType>;
  found?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalChildren?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
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

export type CaptchaResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = ResolversObject<{
  captchaId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChildProfileResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ChildProfile'] = ResolversParentTypes['ChildProfile'], FederationReferenceType extends FederationReferenceTypes['ChildProfile'] = FederationReferenceTypes['ChildProfile']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ChildProfile']> | FederationReferenceType, FederationReferenceType, ContextType>;
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  confirmedDiets?: Resolver<Array<ResolversTypes['ConfirmedDiet']>, ParentType, ContextType>;
  diets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredLunchOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  teacher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConfirmedDietResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ConfirmedDiet'] = ResolversParentTypes['ConfirmedDiet']> = ResolversObject<{
  allergens?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  diets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  completeTwoFactorSignIn?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCompleteTwoFactorSignInArgs, 'input'>>;
  createCaptcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType>;
  createSchool?: Resolver<ResolversTypes['School'], ParentType, ContextType, RequireFields<MutationCreateSchoolArgs, 'input'>>;
  decideDietRequest?: Resolver<ResolversTypes['DietRequest'], ParentType, ContextType, RequireFields<MutationDecideDietRequestArgs, 'id' | 'input'>>;
  deleteChild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteChildArgs, 'id'>>;
  deleteMyAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationDeleteMyAccountArgs>>;
  deletePasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePasskeyArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'input'>>;
  enableTwoFactor?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<MutationEnableTwoFactorArgs>>;
  login?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passkeyRegistrationOptions?: Resolver<ResolversTypes['PasskeyCeremony'], ParentType, ContextType>;
  passkeySignInOptions?: Resolver<ResolversTypes['PasskeyCeremony'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerPasskey?: Resolver<ResolversTypes['Passkey'], ParentType, ContextType, RequireFields<MutationRegisterPasskeyArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationRequestPasswordResetArgs>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  resetUserTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetUserTwoFactorArgs, 'id'>>;
  revokeMyOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokeMySession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeMySessionArgs, 'id'>>;
  setUpTwoFactor?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType>;
  setUserAdmin?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserAdminArgs, 'id'>>;
  setUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserRoleArgs, 'id'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signInWithPasskey?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSignInWithPasskeyArgs, 'input'>>;
  updateChild?: Resolver<ResolversTypes['ChildProfile'], ParentType, ContextType, RequireFields<MutationUpdateChildArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'id' | 'input'>>;
  updateSchool?: Resolver<ResolversTypes['School'], ParentType, ContextType, RequireFields<MutationUpdateSchoolArgs, 'id' | 'input'>>;
}>;

export type PasskeyResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasskeyCeremonyResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PasskeyCeremony'] = ResolversParentTypes['PasskeyCeremony']> = ResolversObject<{
  ceremonyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminChildProfiles?: Resolver<Array<ResolversTypes['ChildProfile']>, ParentType, ContextType>;
  adminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  adminUserPage?: Resolver<ResolversTypes['AdminUserPage'], ParentType, ContextType, Partial<QueryAdminUserPageArgs>>;
  adminUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  childDietRequests?: Resolver<Array<ResolversTypes['DietRequest']>, ParentType, ContextType, RequireFields<QueryChildDietRequestsArgs, 'childId'>>;
  dietRequests?: Resolver<Array<ResolversTypes['DietRequest']>, ParentType, ContextType, Partial<QueryDietRequestsArgs>>;
  identityAuditAboutMe?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  identityAuditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryIdentityAuditLogArgs>>;
  identityAuditVerify?: Resolver<ResolversTypes['AuditChainCheck'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myChildren?: Resolver<Array<ResolversTypes['ChildProfile']>, ParentType, ContextType>;
  myPasskeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  myTwoFactor?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['School']>, ParentType, ContextType>;
}>;

export type SchoolResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderDeadline?: Resolver<ResolversTypes['SchoolOrderDeadline'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SchoolOrderDeadlineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SchoolOrderDeadline'] = ResolversParentTypes['SchoolOrderDeadline']> = ResolversObject<{
  daysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SignInResultResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = ResolversObject<{
  challengeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type TwoFactorSetupResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = ResolversObject<{
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrSvg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorStatusResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passkeys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requiredForAdmins?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setupRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = SubgraphContext> = ResolversObject<{
  AdminStats?: AdminStatsResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  AuditChainCheck?: AuditChainCheckResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  ChildProfile?: ChildProfileResolvers<ContextType>;
  ConfirmedDiet?: ConfirmedDietResolvers<ContextType>;
  DietRequest?: DietRequestResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  PasskeyCeremony?: PasskeyCeremonyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  SchoolOrderDeadline?: SchoolOrderDeadlineResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

