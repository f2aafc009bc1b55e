import { BANK_PURCHASE_SECTION_ID } from '@fr/contracts/bank';

/** Brings the Get More Coins section into view ("Expand your vault", and arrivals from the Shop's Need More Coins). */
export function scrollToPurchaseSection(): void {
  document.getElementById(BANK_PURCHASE_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
