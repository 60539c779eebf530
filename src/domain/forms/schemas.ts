/**
 * Form schemas composed of the field schemas (spec 001 §5): address, register, login, change password,
 * review, contact, ask-a-doctor, newsletter, coupon and checkout personal details.
 */
import { z } from 'zod';
import { validationMessage as m } from './messages.ts';
import {
  FIELD_LIMITS,
  city,
  consents,
  couponCode,
  currentPassword,
  email,
  houseNumber,
  maxChars,
  name,
  opinion,
  optionalText,
  password,
  personName,
  phone,
  rating,
  requiredText,
  street,
  taxId,
  termsAccepted,
} from './fields.ts';
import { isValidZip } from './zip.ts';

const SHORT = FIELD_LIMITS.shortTextMax;
const LONG = FIELD_LIMITS.longTextMax;

/** Adds the repeat-password rule to an object with `password` and `repeatPassword` (issue on repeatPassword). */
export function withRepeatPassword<T extends z.ZodType<{ password: string; repeatPassword: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.repeatPassword, {
    error: m('validation.passwordRepeat'),
    path: ['repeatPassword'],
    when: (payload) => {
      const v = payload.value as { password?: unknown; repeatPassword?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v.repeatPassword === 'string';
    },
  });
}

/**
 * An address. The zip code must have the format of the chosen country; company, region and tax id are
 * optional. The country format is an object-level rule, so zod checks it once every field passed; an
 * island that wants it earlier validates the field alone with `zip(country)`.
 */
export const addressSchema = z
  .object({
    firstName: personName(),
    lastName: personName(),
    company: optionalText().pipe(
      z
        .string()
        .max(SHORT, { error: m('validation.maxChars', { count: SHORT }) })
        .optional(),
    ),
    street: street(),
    houseNumber: houseNumber(),
    city: city(),
    zip: requiredText().min(FIELD_LIMITS.zipChars, { error: m('validation.zipMin', { count: FIELD_LIMITS.zipChars }) }),
    country: requiredText(),
    region: optionalText(),
    phone: phone(),
    taxId: optionalText().pipe(taxId().optional()),
  })
  .refine((a) => isValidZip(a.zip, a.country), {
    error: m('validation.zipFormat'),
    path: ['zip'],
  });
export type AddressForm = z.infer<typeof addressSchema>;

export const registerSchema = withRepeatPassword(
  z.object({
    firstName: personName(),
    lastName: personName(),
    email: email(),
    password: password(),
    repeatPassword: z.string({ error: m('validation.required') }).min(1, { error: m('validation.required') }),
    terms: termsAccepted(),
    newsletter: z.boolean().default(false),
  }),
);
export type RegisterForm = z.infer<typeof registerSchema>;

export const loginSchema = z.object({ email: email(), password: currentPassword() });
export type LoginForm = z.infer<typeof loginSchema>;

export const changePasswordSchema = withRepeatPassword(
  z.object({
    currentPassword: currentPassword(),
    password: password(),
    repeatPassword: z.string({ error: m('validation.required') }).min(1, { error: m('validation.required') }),
  }),
);
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** A review: star rating 1..5, an opinion of at least `opinionLetters` letters, and the author's name. */
export function reviewSchema(opinionLetters: number = FIELD_LIMITS.opinionLetters) {
  return z.object({
    rating: rating(),
    opinion: opinion(opinionLetters),
    author: name(),
    title: optionalText().pipe(
      z
        .string()
        .max(SHORT, { error: m('validation.maxChars', { count: SHORT }) })
        .optional(),
    ),
  });
}
export type ReviewForm = z.infer<ReturnType<typeof reviewSchema>>;

/**
 * The contact form (spec 001 §3 Contact: subject, text, name, email, consents): name, subject and
 * text are required; the e-mail is optional (the user-service call marks it optional) but must be valid.
 */
export const contactSchema = z.object({
  name: requiredText('validation.contactRequired').pipe(maxChars(SHORT)),
  subject: requiredText('validation.contactRequired').pipe(maxChars(SHORT)),
  text: requiredText('validation.contactRequired').pipe(maxChars(LONG)),
  email: optionalText().pipe(email().optional()),
  consents: z.record(z.string(), z.boolean()).default({}),
});
export type ContactForm = z.infer<typeof contactSchema>;

/** Ask a doctor: name, e-mail, question, and the terms accepted. */
export const askDoctorSchema = z.object({
  name: name(),
  email: email(),
  question: requiredText().pipe(maxChars(LONG)),
  terms: termsAccepted(),
});
export type AskDoctorForm = z.infer<typeof askDoctorSchema>;

/** Newsletter sign-up: an e-mail and at least one consent ticked. */
export const newsletterSchema = z.object({ email: email(), consents: consents() });
export type NewsletterForm = z.infer<typeof newsletterSchema>;

export const couponSchema = z.object({ code: couponCode() });
export type CouponForm = z.infer<typeof couponSchema>;

/** Checkout personal details: names, e-mail, phone and the terms accepted. */
export const checkoutPersonalDetailsSchema = z.object({
  firstName: personName(),
  lastName: personName(),
  email: email(),
  phone: phone(),
  terms: termsAccepted(),
});
export type CheckoutPersonalDetailsForm = z.infer<typeof checkoutPersonalDetailsSchema>;
