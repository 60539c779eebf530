/**
 * Contact, ask-a-doctor, report-a-problem, review and newsletter forms (spec 001 §2, §3, §5, §8, §9).
 */
export const forms = {
  // Shared
  'form.send': 'Send',
  'form.sending': 'Sending…',
  'form.name': 'Name',
  'form.email': 'E-mail address',
  'form.phone': 'Phone number',
  'form.subject': 'Subject',
  'form.content': 'Message',
  'form.attachments': 'Attachments',
  'form.terms': 'I accept the terms and conditions',
  'form.consentMarketing': 'I agree to receive marketing information by e-mail',
  'form.consentSms': 'I agree to receive marketing information by text message',
  'form.privacy': 'I have read the privacy policy',
  'form.optional': 'optional',

  // Contact
  'contact.title': 'Write to us',
  'contact.sent': 'Thank you: your message has been sent.',
  'contact.notSent': 'Your message could not be sent. Please try again.',

  // Ask a doctor
  'doctor.title': 'Ask a doctor',
  'doctor.question': 'Your question',
  'doctor.answerTime': 'A doctor answers within {count} hours ({days} working days).',
  'doctor.skinType': 'Skin problem',
  'doctor.age': 'Age',

  // Report a problem
  'problem.title': 'Report a problem',
  'problem.description': 'Describe the problem',
  'problem.orderNumber': 'Order number',
  'problem.sent': 'Thank you: we have received your report.',

  // Reviews (spec 001 §3, §5)
  'review.title': 'Write a review',
  'review.rating': 'Your rating',
  'review.stars': '{count} of 5 stars',
  'review.opinion': 'Your opinion',
  'review.author': 'Signature',
  'review.submit': 'Add the review',
  'review.moderated': 'Reviews are published after moderation.',
  'review.onlyCustomers': 'Only registered customers can write reviews of products they bought.',
  'review.notAdded': 'Your review could not be added. Please try again.',
  'review.badge.verified': 'Verified purchase',
  'review.badge.client': 'Client',
  'review.count': 'Reviews: {count}',
  'review.none': 'This product has no reviews yet.',

  // Newsletter (spec 001 §8, §9)
  'newsletter.title': 'Newsletter',
  'newsletter.lead': 'Sign up and get a {amount}% discount coupon.',
  'newsletter.submit': 'Sign up',
  'newsletter.success': 'Thank you for signing up for the newsletter!',
  'newsletter.failed': 'Newsletter sign-up failed. Please try again.',
} as const;
