import type { GraphQLResolveInfo } from 'graphql';
import type { OrderObject } from '../../modules/orders/order-object.ts';
import type { GraphQLContext } from '../context.ts';
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
};

export type CreateOrderInput = {
  /** The version of the Terms & Conditions the customer accepted (required: the current version). */
  acceptedTermsVersion?: InputMaybe<Scalars['String']['input']>;
  /** The wearer's date of birth, YYYY-MM-DD (18 or over); the order form requires it. */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  deliveryAddress: DeliveryAddressInput;
  /** The wearer's NHS number (optional, 10 digits, modulus-11 checked). */
  nhsNumber?: InputMaybe<Scalars['String']['input']>;
  /** A UK mobile or landline to call about an urgent finding (optional); stored as E.164. */
  phone?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Why the check was ordered and the GP practice (optional). */
  referral?: InputMaybe<ReferralInput>;
  /** The wearer's sex (optional): female | male | not_stated. */
  sex?: InputMaybe<Scalars['String']['input']>;
};

export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  recipientName: Scalars['String']['output'];
};

export type DeliveryAddressInput = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  recipientName?: InputMaybe<Scalars['String']['input']>;
};

export type EmailConfirmationSendResult =
  | 'ALREADY_CONFIRMED'
  | 'SENT'
  /** Too many links were asked for within the hour. */
  | 'TOO_MANY';

/** Whether the signed-in user's email address is confirmed: orders need a confirmed address. */
export type EmailConfirmationStatus = {
  __typename?: 'EmailConfirmationStatus';
  confirmed: Scalars['Boolean']['output'];
  /** The address the confirmation link goes to. */
  email: Scalars['String']['output'];
};

/** A validation message for one input field. */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** The customer's GP practice as they gave it. */
export type GpPractice = {
  __typename?: 'GpPractice';
  address?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** ODS code (a letter and five digits), when known. */
  odsCode?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Before dispatch only; a paid order is refunded in full through the payment provider. */
  cancelOrder: Order;
  createOrder: Order;
  /** Staff: paid → dispatched, with the courier's tracking number and the recorder's serial number. */
  dispatchOrder: Order;
  /** Staff: flag a device not returned after its due date; charges the replacement fee once. */
  flagOrderNotReturned: Order;
  /** Staff: dispatched → delivered; deliveredOn (a UK calendar day YYYY-MM-DD, default today, not before the dispatch day) sets the return due date. */
  markOrderDelivered: Order;
  /** The customer says they have posted the device back. */
  markOrderPostedBack: Order;
  /** Staff: the device is back (delivered or posted back → received), with the serial read off it; a serial that is not the one sent is refused unless overrideReason says why (audited). */
  markOrderReceived: Order;
  /** Staff: cancel before dispatch, refunding a paid order. */
  operationsCancelOrder: Order;
  /** Emails the signed-in user a new link that confirms their address. */
  sendEmailConfirmation: SendEmailConfirmationPayload;
  /** Before dispatch only. */
  updateOrderAddress: Order;
  /** The referral reason and GP practice (the customer's own order, or staff); until the recording is analysed. */
  updateOrderReferral: Order;
  /** Saves the signed-in user's own profile (there is no way to name another user). */
  updateProfile: UpdateProfilePayload;
  /** Tells the backend the user has signed in; creates the user on first sign-in (spec §7). */
  userSignedIn: UserSignedInPayload;
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationDispatchOrderArgs = {
  deviceSerial?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  trackingNumber: Scalars['String']['input'];
};


export type MutationFlagOrderNotReturnedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkOrderDeliveredArgs = {
  deliveredOn?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationMarkOrderPostedBackArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkOrderReceivedArgs = {
  deviceSerial?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  overrideReason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationOperationsCancelOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateOrderAddressArgs = {
  deliveryAddress: DeliveryAddressInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateOrderReferralArgs = {
  id: Scalars['ID']['input'];
  referral: ReferralInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

export type NotAuthenticatedError = {
  __typename?: 'NotAuthenticatedError';
  message: Scalars['String']['output'];
};

/** An order of the heart check. Money is in pence (GBP); times are ISO 8601. */
export type Order = {
  __typename?: 'Order';
  analysingAt?: Maybe<Scalars['String']['output']>;
  /** Staff only (empty for customers). */
  auditLog: Array<OrderAuditEntry>;
  /** The address can be changed and the order cancelled (before dispatch). */
  canEdit: Scalars['Boolean']['output'];
  canPay: Scalars['Boolean']['output'];
  cancelledAt?: Maybe<Scalars['String']['output']>;
  cardiacReportReadyAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Staff only (null for customers). */
  customer?: Maybe<OrderCustomer>;
  deliveredAt?: Maybe<Scalars['String']['output']>;
  deliveryAddress: DeliveryAddress;
  /** Serial number of the recorder sent with the order (recorded at dispatch). */
  deviceSerial?: Maybe<Scalars['String']['output']>;
  dispatchedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  notReturnedAt?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  /** True when the device is still with the customer after its return due date. */
  overdue: Scalars['Boolean']['output'];
  paidAt?: Maybe<Scalars['String']['output']>;
  /** The last failed payment attempt's message while the order awaits payment. */
  paymentError?: Maybe<Scalars['String']['output']>;
  /** The facts of the product ordered: wear time, return window and replacement fee. */
  productFacts: ProductFacts;
  productId: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  receivedAt?: Maybe<Scalars['String']['output']>;
  /** Why the check was ordered and the GP practice. */
  referral: OrderReferral;
  refundedAt?: Maybe<Scalars['String']['output']>;
  replacementChargeError?: Maybe<Scalars['String']['output']>;
  replacementChargedAt?: Maybe<Scalars['String']['output']>;
  replacementFeePence?: Maybe<Scalars['Int']['output']>;
  resultsReadyAt?: Maybe<Scalars['String']['output']>;
  /** When the device must be back with us (delivery + the product's return window). */
  returnDueAt?: Maybe<Scalars['String']['output']>;
  returnedAt?: Maybe<Scalars['String']['output']>;
  /** Serial number of the recorder that came back (recorded at return). */
  returnedDeviceSerial?: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
  subtotalPence: Scalars['Int']['output'];
  taxPence: Scalars['Int']['output'];
  taxRate: Scalars['Float']['output'];
  termsAcceptedAt?: Maybe<Scalars['String']['output']>;
  /** The Terms & Conditions version accepted at checkout, and when (null before it was recorded). */
  termsVersion?: Maybe<Scalars['String']['output']>;
  totalPence: Scalars['Int']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
  unitPricePence: Scalars['Int']['output'];
};

/** One entry of an order's audit log: who, when, what, before and after (JSON). */
export type OrderAuditEntry = {
  __typename?: 'OrderAuditEntry';
  action: Scalars['String']['output'];
  actorId?: Maybe<Scalars['ID']['output']>;
  actorType: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  before?: Maybe<Scalars['String']['output']>;
  fromStatus?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  toStatus?: Maybe<Scalars['String']['output']>;
};

/** A customer as operations staff see them on an order. */
export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

/** Paging is 1-based; sortKey: createdAt | number | status | totalPence; sortOrder: asc | desc. */
export type OrderListInput = {
  pageIndex?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sortKey?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  list: Array<Order>;
  total: Scalars['Int']['output'];
};

/** Price of one kit before ordering; money in pence. */
export type OrderQuote = {
  __typename?: 'OrderQuote';
  currency: Scalars['String']['output'];
  minRecordingHours: Scalars['Int']['output'];
  productId: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** The longest and shortest wear time of the product, in hours. */
  recordingHours: Scalars['Int']['output'];
  replacementFeePence: Scalars['Int']['output'];
  returnDueDays: Scalars['Int']['output'];
  subtotalPence: Scalars['Int']['output'];
  taxPence: Scalars['Int']['output'];
  taxRate: Scalars['Float']['output'];
  totalPence: Scalars['Int']['output'];
  unitPricePence: Scalars['Int']['output'];
};

/** Why the check was ordered and the GP (issue 21); editable until the recording is analysed. */
export type OrderReferral = {
  __typename?: 'OrderReferral';
  /** The referral can still be changed (until the recording is analysed). */
  canEdit: Scalars['Boolean']['output'];
  gp?: Maybe<GpPractice>;
  /** The customer agreed that we send the reports to, and contact, this GP practice. */
  gpConsent: Scalars['Boolean']['output'];
  /** The referral reason (gp, clinician) or the symptoms (self). */
  reason?: Maybe<Scalars['String']['output']>;
  source?: Maybe<ReferralSource>;
};

/** Where an order is in its journey (see the state machine in modules/orders/state-machine.ts). */
export type OrderStatus =
  | 'analysing'
  | 'awaiting_payment'
  | 'cancelled'
  | 'cardiac_report_ready'
  | 'delivered'
  | 'dispatched'
  | 'paid'
  | 'received'
  | 'refunded'
  | 'results_ready'
  | 'returned';

export type OrderStatusCount = {
  __typename?: 'OrderStatusCount';
  count: Scalars['Int']['output'];
  status: OrderStatus;
};

/** What a product promises and asks, from its catalogue row: wear time, return window, fee. */
export type ProductFacts = {
  __typename?: 'ProductFacts';
  /** The shortest wear time worth analysing, in hours. */
  minRecordingHours: Scalars['Int']['output'];
  /** The days of the return window left for the post once the longest wear time is over. */
  postDays: Scalars['Int']['output'];
  /** The longest time the recorder is worn, in hours (72 for the 72-hour heart check). */
  recordingHours: Scalars['Int']['output'];
  /** The fee charged once for a recorder not returned by its due date, in pence. */
  replacementFeePence: Scalars['Int']['output'];
  /** Days after delivery by which the recorder must be back with us (wear time plus the post). */
  returnWindowDays: Scalars['Int']['output'];
};

/** The editable profile; the email address is managed by the identity provider. */
export type ProfileInput = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  dialCode: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The customer's newest order that is not cancelled or refunded. */
  currentOrder?: Maybe<Order>;
  /** The signed-in user's email confirmation. */
  emailConfirmation: EmailConfirmationStatus;
  /** The signed-in user. */
  me: User;
  /** The signed-in customer's orders. */
  myOrders: OrderPage;
  /** Staff: every order; filter by status, search by order number, customer name or email. */
  operationsOrders: OrderPage;
  /** Staff: how many orders are in each status. */
  operationsStatusCounts: Array<OrderStatusCount>;
  /** One order: the customer's own, or any for staff; null otherwise. */
  order?: Maybe<Order>;
  /** The price summary of one kit of the product (the catalogue's first product by default). */
  orderQuote: OrderQuote;
};


export type QueryMyOrdersArgs = {
  input?: InputMaybe<OrderListInput>;
};


export type QueryOperationsOrdersArgs = {
  input?: InputMaybe<OrderListInput>;
  overdueOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderQuoteArgs = {
  productId?: InputMaybe<Scalars['ID']['input']>;
};

/** Why the check was ordered and the GP practice; every field optional (the reason at most 500 characters). */
export type ReferralInput = {
  /** Consent to send the reports to, and contact, the GP practice (needs the practice name). */
  gpConsent?: InputMaybe<Scalars['Boolean']['input']>;
  /** A GP practice ODS code: a letter and five digits, such as A81001. */
  gpOdsCode?: InputMaybe<Scalars['String']['input']>;
  gpPracticeAddress?: InputMaybe<Scalars['String']['input']>;
  gpPracticeName?: InputMaybe<Scalars['String']['input']>;
  gpPracticePostcode?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<ReferralSource>;
};

/** Who asked for the check: gp | clinician | self. */
export type ReferralSource =
  | 'clinician'
  | 'gp'
  | 'self';

export type SendEmailConfirmationPayload = {
  __typename?: 'SendEmailConfirmationPayload';
  /** What to tell the user. */
  message: Scalars['String']['output'];
  result: EmailConfirmationSendResult;
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  errors: Array<FieldError>;
  /** The saved user, or null when there are errors. */
  user?: Maybe<User>;
};

/** The signed-in customer as the portal sees them (spec §3, signed-in user). */
export type User = {
  __typename?: 'User';
  address: Scalars['String']['output'];
  avatarUrl?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  dialCode: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  /** Roles from the identity provider's token; the portal's authority list. */
  roles: Array<Scalars['String']['output']>;
};

export type UserSignedInError = NotAuthenticatedError;

export type UserSignedInPayload = {
  __typename?: 'UserSignedInPayload';
  errors: Array<UserSignedInError>;
  user?: Maybe<User>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


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



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  UserSignedInError: ( Partial<NotAuthenticatedError> );
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  CreateOrderInput: ResolverTypeWrapper<Partial<CreateOrderInput>>;
  DeliveryAddress: ResolverTypeWrapper<Partial<DeliveryAddress>>;
  DeliveryAddressInput: ResolverTypeWrapper<Partial<DeliveryAddressInput>>;
  EmailConfirmationSendResult: ResolverTypeWrapper<Partial<EmailConfirmationSendResult>>;
  EmailConfirmationStatus: ResolverTypeWrapper<Partial<EmailConfirmationStatus>>;
  FieldError: ResolverTypeWrapper<Partial<FieldError>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  GpPractice: ResolverTypeWrapper<Partial<GpPractice>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotAuthenticatedError: ResolverTypeWrapper<Partial<NotAuthenticatedError>>;
  Order: ResolverTypeWrapper<OrderObject>;
  OrderAuditEntry: ResolverTypeWrapper<Partial<OrderAuditEntry>>;
  OrderCustomer: ResolverTypeWrapper<Partial<OrderCustomer>>;
  OrderListInput: ResolverTypeWrapper<Partial<OrderListInput>>;
  OrderPage: ResolverTypeWrapper<Partial<Omit<OrderPage, 'list'> & { list: Array<ResolversTypes['Order']> }>>;
  OrderQuote: ResolverTypeWrapper<Partial<OrderQuote>>;
  OrderReferral: ResolverTypeWrapper<Partial<OrderReferral>>;
  OrderStatus: ResolverTypeWrapper<Partial<OrderStatus>>;
  OrderStatusCount: ResolverTypeWrapper<Partial<OrderStatusCount>>;
  ProductFacts: ResolverTypeWrapper<Partial<ProductFacts>>;
  ProfileInput: ResolverTypeWrapper<Partial<ProfileInput>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReferralInput: ResolverTypeWrapper<Partial<ReferralInput>>;
  ReferralSource: ResolverTypeWrapper<Partial<ReferralSource>>;
  SendEmailConfirmationPayload: ResolverTypeWrapper<Partial<SendEmailConfirmationPayload>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  UpdateProfilePayload: ResolverTypeWrapper<Partial<UpdateProfilePayload>>;
  User: ResolverTypeWrapper<Partial<User>>;
  UserSignedInError: Partial<ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UserSignedInError']>>;
  UserSignedInPayload: ResolverTypeWrapper<Partial<Omit<UserSignedInPayload, 'errors'> & { errors: Array<ResolversTypes['UserSignedInError']> }>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Partial<Scalars['Boolean']['output']>;
  CreateOrderInput: Partial<CreateOrderInput>;
  DeliveryAddress: Partial<DeliveryAddress>;
  DeliveryAddressInput: Partial<DeliveryAddressInput>;
  EmailConfirmationStatus: Partial<EmailConfirmationStatus>;
  FieldError: Partial<FieldError>;
  Float: Partial<Scalars['Float']['output']>;
  GpPractice: Partial<GpPractice>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  Mutation: Record<PropertyKey, never>;
  NotAuthenticatedError: Partial<NotAuthenticatedError>;
  Order: OrderObject;
  OrderAuditEntry: Partial<OrderAuditEntry>;
  OrderCustomer: Partial<OrderCustomer>;
  OrderListInput: Partial<OrderListInput>;
  OrderPage: Partial<Omit<OrderPage, 'list'> & { list: Array<ResolversParentTypes['Order']> }>;
  OrderQuote: Partial<OrderQuote>;
  OrderReferral: Partial<OrderReferral>;
  OrderStatusCount: Partial<OrderStatusCount>;
  ProductFacts: Partial<ProductFacts>;
  ProfileInput: Partial<ProfileInput>;
  Query: Record<PropertyKey, never>;
  ReferralInput: Partial<ReferralInput>;
  SendEmailConfirmationPayload: Partial<SendEmailConfirmationPayload>;
  String: Partial<Scalars['String']['output']>;
  UpdateProfilePayload: Partial<UpdateProfilePayload>;
  User: Partial<User>;
  UserSignedInError: Partial<ResolversUnionTypes<ResolversParentTypes>['UserSignedInError']>;
  UserSignedInPayload: Partial<Omit<UserSignedInPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserSignedInError']> }>;
};

export type DeliveryAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailConfirmationStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailConfirmationStatus'] = ResolversParentTypes['EmailConfirmationStatus']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GpPracticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GpPractice'] = ResolversParentTypes['GpPractice']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  odsCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  dispatchOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationDispatchOrderArgs, 'id' | 'trackingNumber'>>;
  flagOrderNotReturned?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationFlagOrderNotReturnedArgs, 'id'>>;
  markOrderDelivered?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationMarkOrderDeliveredArgs, 'id'>>;
  markOrderPostedBack?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationMarkOrderPostedBackArgs, 'id'>>;
  markOrderReceived?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationMarkOrderReceivedArgs, 'id'>>;
  operationsCancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationOperationsCancelOrderArgs, 'id'>>;
  sendEmailConfirmation?: Resolver<ResolversTypes['SendEmailConfirmationPayload'], ParentType, ContextType>;
  updateOrderAddress?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderAddressArgs, 'deliveryAddress' | 'id'>>;
  updateOrderReferral?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderReferralArgs, 'id' | 'referral'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  userSignedIn?: Resolver<ResolversTypes['UserSignedInPayload'], ParentType, ContextType>;
};

export type NotAuthenticatedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotAuthenticatedError'] = ResolversParentTypes['NotAuthenticatedError']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  analysingAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  auditLog?: Resolver<Array<ResolversTypes['OrderAuditEntry']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardiacReportReadyAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['OrderCustomer']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['DeliveryAddress'], ParentType, ContextType>;
  deviceSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispatchedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notReturnedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productFacts?: Resolver<ResolversTypes['ProductFacts'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referral?: Resolver<ResolversTypes['OrderReferral'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacementChargeError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacementChargedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacementFeePence?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  resultsReadyAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnDueAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnedDeviceSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotalPence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxPence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  termsAcceptedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalPence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPricePence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderAuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAuditEntry'] = ResolversParentTypes['OrderAuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  list?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderQuote'] = ResolversParentTypes['OrderQuote']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minRecordingHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordingHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replacementFeePence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnDueDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotalPence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxPence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalPence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPricePence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderReferralResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderReferral'] = ResolversParentTypes['OrderReferral']> = {
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gp?: Resolver<Maybe<ResolversTypes['GpPractice']>, ParentType, ContextType>;
  gpConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['ReferralSource']>, ParentType, ContextType>;
};

export type OrderStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusCount'] = ResolversParentTypes['OrderStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type ProductFactsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFacts'] = ResolversParentTypes['ProductFacts']> = {
  minRecordingHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordingHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replacementFeePence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnWindowDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  currentOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  emailConfirmation?: Resolver<ResolversTypes['EmailConfirmationStatus'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryMyOrdersArgs>>;
  operationsOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryOperationsOrdersArgs>>;
  operationsStatusCounts?: Resolver<Array<ResolversTypes['OrderStatusCount']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderQuote?: Resolver<ResolversTypes['OrderQuote'], ParentType, ContextType, Partial<QueryOrderQuoteArgs>>;
};

export type SendEmailConfirmationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendEmailConfirmationPayload'] = ResolversParentTypes['SendEmailConfirmationPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['EmailConfirmationSendResult'], ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dialCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserSignedInErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSignedInError'] = ResolversParentTypes['UserSignedInError']> = {
  __resolveType: TypeResolveFn<'NotAuthenticatedError', ParentType, ContextType>;
};

export type UserSignedInPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSignedInPayload'] = ResolversParentTypes['UserSignedInPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserSignedInError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  EmailConfirmationStatus?: EmailConfirmationStatusResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  GpPractice?: GpPracticeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotAuthenticatedError?: NotAuthenticatedErrorResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAuditEntry?: OrderAuditEntryResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderQuote?: OrderQuoteResolvers<ContextType>;
  OrderReferral?: OrderReferralResolvers<ContextType>;
  OrderStatusCount?: OrderStatusCountResolvers<ContextType>;
  ProductFacts?: ProductFactsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SendEmailConfirmationPayload?: SendEmailConfirmationPayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserSignedInError?: UserSignedInErrorResolvers<ContextType>;
  UserSignedInPayload?: UserSignedInPayloadResolvers<ContextType>;
};

