/**
 * Cart, checkout, payment, delivery and order texts (spec 001 §2, §3, §4, §8, §9), with the cart
 * notifications and modals.
 */
export const cart = {
  // Cart
  'cart.title': 'Your cart',
  'cart.empty': 'Your cart is empty.',
  'cart.remove': 'Remove',
  'cart.quantity': 'Quantity',
  'cart.subtotal': 'Subtotal',
  'cart.discount': 'Discount',
  'cart.shipping': 'Delivery',
  'cart.tax': 'Tax',
  'cart.total': 'Total',
  'cart.checkout': 'Go to checkout',
  'cart.loading': 'Loading your cart…',
  'cart.itemUnavailable': 'This product is out of stock',
  'cart.outOfStock': 'The product is out of stock and cannot be added to the cart.',
  'cart.onlyAvailable': 'Only {maxQuantity} available',
  'cart.priceUnknown': 'The product price is unknown, so the product cannot be added to the cart.',
  'cart.noConfiguration': 'There is no such configuration of the product. Please choose other attributes.',
  'cart.fixValidation': 'Please fix the validation errors.',
  'cart.configureCustomOptions': 'Please configure the custom options of the product.',
  'cart.configureBundleOptions': 'Please configure the bundle options of the product.',
  'cart.stockCheck': 'Stock check in progress',
  'cart.notActive': "The cart isn't active.",
  'cart.paymentInAnotherTab': 'Payment is already open in another tab.',

  // Notifications and modals (spec 001 §2, §4)
  'notification.addedToCart': 'Product added to cart',
  'notification.productsAddedToCart': 'Products added to cart',
  'notification.goToCart': 'Go to cart',
  'notification.continueShopping': 'Continue shopping',
  'notification.ok': 'OK',
  'modal.areYouSure': 'Are you sure?',
  'modal.removeItem': 'Do you want to remove this product from the cart?',
  'modal.yes': 'Yes',
  'modal.no': 'No',

  // Coupon
  'coupon.label': 'Discount code',
  'coupon.apply': 'Apply',
  'coupon.remove': 'Remove the code',
  'coupon.applied': 'Discount code {code} applied',
  'coupon.invalid': 'The coupon code is not valid. Discounts are not cumulative.',

  // Checkout sections (spec 001 §2)
  'checkout.userData': 'Your details',
  'checkout.deliveryMethod': 'Delivery method',
  'checkout.paymentMethod': 'Payment method',
  'checkout.orderNotes': 'Order notes',
  'checkout.discountCode': 'Discount code',
  'checkout.invoiceNeeded': 'I need an invoice',
  'checkout.billingDifferent': 'The billing address is different from the delivery address',
  'checkout.placeOrder': 'Order and pay',
  'checkout.summary': 'Order summary',
  'checkout.createAccount': 'Create an account with this order',
  'checkout.addressInvalid':
    'The address given at checkout is invalid, so the order was cancelled. Please contact us at {email}.',
  'checkout.productsUnavailable': 'Some of the ordered products are unavailable.',

  // Pickup points and parcel lockers (spec 001 §2, §3)
  'pickup.choose': 'Choose a pickup point',
  'pickup.list': 'List',
  'pickup.map': 'Map',
  'pickup.openingHours': 'Opening hours',
  'pickup.workingDays': 'Monday to Friday',
  'pickup.saturday': 'Saturday',
  'pickup.sunday': 'Sunday',
  'pickup.closed': 'Closed',
  'pickup.cashOnDelivery': 'Cash on delivery available',
  'pickup.noCashOnDelivery': 'Cash on delivery not available',
  'pickup.locker': 'Parcel locker {code}',

  // Payment (spec 001 §2, §8, §9)
  'payment.card': 'Card payment',
  'payment.payByLink': 'Online transfer',
  'payment.cashOnDelivery': 'Cash on delivery',
  'payment.rejected': 'Payment rejected',
  'payment.rejectedText': 'Your order was rejected. We cannot process online payment.',
  'payment.error501': 'Payment error 501: no authorisation, or the payment was cancelled by the user.',
  'payment.notSupportedByShipper': 'This payment method is not supported by the chosen shipper.',
  'payment.retry': 'Try to pay again',
  'payment.retryNotAlways': 'Repeating the payment is not always possible.',
  'payment.reason': 'Reason: {error}',

  // Delivery and business constants (spec 001 §9)
  'delivery.freeShippingAbove': 'Free delivery for orders above {amount}',
  'delivery.cashOnDeliveryFee': 'Cash on delivery: {amount}',
  'delivery.time': 'Delivery in {days} days',
  'delivery.withdrawal': 'You may withdraw from the purchase within {days} days',

  // Orders (spec 001 §3, §4, §8)
  'order.thankYou': 'Thank you for your order!',
  'order.number': 'Order number: {code}',
  'order.queued':
    'The order could not be sent because of a server error, so it has been queued and will be sent when the connection returns.',
  'order.placedDate': 'Placed on',
  'order.shipDate': 'Shipped on',
  'order.status': 'Status',
  'order.total': 'Total',
  'order.reorder': 'Order again',
  'order.status.new': 'New',
  'order.status.pending': 'Pending',
  'order.status.processing': 'Processing',
  'order.status.holded': 'On hold',
  'order.status.canceled': 'Cancelled',
  'order.status.waiting': 'Waiting',
} as const;
