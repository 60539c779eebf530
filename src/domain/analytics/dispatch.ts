/**
 * Event dispatch and the analytics side rules (spec 001 §8 "Analytics errors", §9 "Rules for events").
 */
import { v5 as uuidv5 } from 'uuid';
import * as events from './events.ts';

/** The builder of each supported event name. */
export const EVENT_BUILDERS = {
  login: events.buildLogin,
  sign_up: events.buildSignUp,
  user_data_update: events.buildUserDataUpdate,
  subscribe: events.buildSubscribe,
  unsubscribe: events.buildUnsubscribe,
  add_payment_info: events.buildAddPaymentInfo,
  add_shipping_info: events.buildAddShippingInfo,
  add_to_cart: events.buildAddToCart,
  remove_from_cart: events.buildRemoveFromCart,
  view_item: events.buildViewItem,
  begin_checkout: events.buildBeginCheckout,
  view_cart: events.buildViewCart,
  view_item_list: events.buildViewItemList,
  purchase: events.buildPurchase,
} as const;
export type EventName = keyof typeof EVENT_BUILDERS;
export type EventInput<N extends EventName> = Parameters<(typeof EVENT_BUILDERS)[N]>[0];

export function isSupportedEvent(name: string): name is EventName {
  return Object.hasOwn(EVENT_BUILDERS, name);
}

/** Builds a named event; an unsupported event name throws. */
export function buildEvent<N extends EventName>(name: N, input: EventInput<N>): events.AnalyticsEvent;
export function buildEvent(name: string, input: unknown): events.AnalyticsEvent;
export function buildEvent(name: string, input: unknown): events.AnalyticsEvent {
  if (!isSupportedEvent(name)) throw new Error(`Unsupported analytics event: ${name}`);
  const builder = EVENT_BUILDERS[name] as (i: unknown) => events.AnalyticsEvent;
  return builder(input);
}

export const CUSTOM_EVENT_TYPES = ['ecommerce', 'common'] as const;
export type CustomEventType = (typeof CUSTOM_EVENT_TYPES)[number];
export interface CustomEvent {
  readonly type: CustomEventType;
  readonly name: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** A custom event needs a type (ecommerce or common), a name and a payload object; otherwise TypeError. */
export function buildCustomEvent(input: { type?: unknown; name?: unknown; payload?: unknown }): CustomEvent {
  if (!(CUSTOM_EVENT_TYPES as readonly unknown[]).includes(input.type)) {
    throw new TypeError(`Custom event type must be one of ${CUSTOM_EVENT_TYPES.join(', ')}`);
  }
  if (typeof input.name !== 'string' || input.name.trim() === '') throw new TypeError('Custom event name is required');
  if (typeof input.payload !== 'object' || input.payload === null || Array.isArray(input.payload)) {
    throw new TypeError('Custom event payload must be an object');
  }
  return { type: input.type as CustomEventType, name: input.name, payload: input.payload as Record<string, unknown> };
}

/** page_view is skipped when the single-page-app flag is 1. */
export function shouldSendPageView(spaFlag: number | string | null | undefined): boolean {
  return Number(spaFlag) !== 1;
}

/** The advertising flag respects do-not-track ('1', 'yes' or true mean the visitor opted out). */
export function advertisingAllowed(doNotTrack: string | boolean | null | undefined): boolean {
  return !(doNotTrack === true || doNotTrack === '1' || doNotTrack === 'yes');
}

/**
 * The fixed salt of the personalisation identity: the UUID namespace of the v5 (name-based, SHA-1)
 * id. Changing it changes every visitor's personalisation id.
 */
export const PERSONALISATION_SALT = '5c0f2a8e-4b6d-4e1a-9d3c-7f2b8a6e1c40';

/** The personalisation identity: a name-based UUID (v5) of the trimmed, lower-cased e-mail with the salt. */
export function personalisationId(email: string): string {
  return uuidv5(email.trim().toLowerCase(), PERSONALISATION_SALT);
}
