/** Leaves the app for the payment provider's hosted checkout page (its own module so tests can observe it). */
export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
