/**
 * A builder per analytics event of spec 001 §9. Each returns the data-layer object `{event, ...fields}`.
 * Sales events compute `value` from the items when no value is given.
 */
import { analyticsItems, itemsValue, roundMoney, type AnalyticsItem, type AnalyticsItemInput } from './items.ts';

export interface Identity {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly id: string | number;
  readonly shop_id: string | number;
}
export interface LoginInput extends Identity {
  readonly method: string;
}
export interface SignUpInput extends LoginInput {
  readonly allow_marketing: boolean;
  readonly allow_sms_marketing: boolean;
}
export interface UserDataUpdateInput extends Identity {
  readonly dateOfBirth?: string;
  readonly phone?: string;
}
export interface SubscriptionInput {
  readonly email: string;
  readonly list: string;
  readonly allow_marketing: boolean;
  readonly allow_sms_marketing: boolean;
  readonly allow_policy: boolean;
  readonly language: string;
  readonly source?: string;
}
export interface Customer {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly telephone?: string;
}
export interface SalesInput {
  readonly currency: string;
  readonly items: readonly AnalyticsItemInput[];
  /** Defaults to the sum of price × quantity of the items. */
  readonly value?: number;
}
export interface CouponSalesInput extends SalesInput {
  readonly coupon?: string;
}
export interface PurchaseInput {
  readonly currency: string;
  readonly transactionId: string;
  /** The order's grand total, shipping included. */
  readonly total: number;
  readonly shipping: number;
  readonly tax: number;
  readonly affiliation: string;
  readonly coupon?: string;
  readonly discount?: number;
  readonly items: readonly AnalyticsItemInput[];
  readonly customer: Customer;
}

export type AnalyticsEvent = { readonly event: string } & Readonly<Record<string, unknown>>;

function sales(input: SalesInput): { currency: string; value: number; items: AnalyticsItem[] } {
  const items = analyticsItems(input.items);
  return { currency: input.currency, value: input.value === undefined ? itemsValue(items) : roundMoney(input.value), items };
}

export function buildLogin(i: LoginInput): AnalyticsEvent {
  return {
    event: 'login',
    method: i.method,
    firstname: i.firstname,
    lastname: i.lastname,
    email: i.email,
    id: i.id,
    shop_id: i.shop_id,
  };
}
export function buildSignUp(i: SignUpInput): AnalyticsEvent {
  return { ...buildLogin(i), event: 'sign_up', allow_marketing: i.allow_marketing, allow_sms_marketing: i.allow_sms_marketing };
}
export function buildUserDataUpdate(i: UserDataUpdateInput): AnalyticsEvent {
  return {
    event: 'user_data_update',
    id: i.id,
    shop_id: i.shop_id,
    email: i.email,
    firstname: i.firstname,
    lastname: i.lastname,
    dateOfBirth: i.dateOfBirth ?? '',
    phone: i.phone ?? '',
  };
}
function subscription(event: string, i: SubscriptionInput): AnalyticsEvent {
  return {
    event,
    email: i.email,
    list: i.list,
    allow_marketing: i.allow_marketing,
    allow_sms_marketing: i.allow_sms_marketing,
    allow_policy: i.allow_policy,
    language: i.language,
    source: i.source ?? '',
  };
}
export function buildSubscribe(i: SubscriptionInput): AnalyticsEvent {
  return subscription('subscribe', i);
}
/** Unsubscribe: the subscribe fields, source defaulting to ''. */
export function buildUnsubscribe(i: SubscriptionInput): AnalyticsEvent {
  return subscription('unsubscribe', i);
}
export function buildAddPaymentInfo(
  i: CouponSalesInput & { readonly paymentMethod: string; readonly customer: Customer },
): AnalyticsEvent {
  const c = i.customer;
  return {
    event: 'add_payment_info',
    ...sales(i),
    coupon: i.coupon ?? '',
    paymentMethod: i.paymentMethod,
    customer: { firstname: c.firstname, lastname: c.lastname, email: c.email, telephone: c.telephone ?? '' },
  };
}
export function buildAddShippingInfo(i: CouponSalesInput & { readonly shippingTier: string }): AnalyticsEvent {
  return { event: 'add_shipping_info', ...sales(i), coupon: i.coupon ?? '', shippingTier: i.shippingTier };
}
export function buildAddToCart(i: SalesInput): AnalyticsEvent {
  return { event: 'add_to_cart', ...sales(i) };
}
export function buildRemoveFromCart(i: SalesInput): AnalyticsEvent {
  return { event: 'remove_from_cart', ...sales(i) };
}
export function buildViewItem(i: SalesInput): AnalyticsEvent {
  return { event: 'view_item', ...sales(i) };
}
export function buildBeginCheckout(i: CouponSalesInput): AnalyticsEvent {
  return { event: 'begin_checkout', ...sales(i), coupon: i.coupon ?? '' };
}
/** view_cart adds the total quantity of the items. */
export function buildViewCart(i: SalesInput): AnalyticsEvent {
  const base = sales(i);
  return { event: 'view_cart', ...base, totalQuantity: base.items.reduce((sum, item) => sum + item.quantity, 0) };
}
export function buildViewItemList(i: {
  readonly listId: string;
  readonly listName: string;
  readonly items: readonly AnalyticsItemInput[];
}): AnalyticsEvent {
  const items = analyticsItems(i.items).map((item) => ({
    ...item,
    listId: item.listId ?? i.listId,
    listName: item.listName ?? i.listName,
  }));
  return { event: 'view_item_list', listId: i.listId, listName: i.listName, items };
}
/** purchase: value is the total minus shipping; money rounded to 2 decimals. */
export function buildPurchase(i: PurchaseInput): AnalyticsEvent {
  return {
    event: 'purchase',
    currency: i.currency,
    transactionId: i.transactionId,
    value: roundMoney(i.total - i.shipping),
    affiliation: i.affiliation,
    coupon: i.coupon ?? '',
    shipping: roundMoney(i.shipping),
    tax: roundMoney(i.tax),
    items: analyticsItems(i.items),
    discount: roundMoney(i.discount ?? 0),
    customer: i.customer,
  };
}
