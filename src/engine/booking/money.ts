/**
 * Amounts as Stripe counts them — integers in the currency's minor unit (cents; yen have none) —
 * written for people: 5000 eur → "€50.00".
 */

/** Digits after the point in the currency's minor unit (2 for EUR, 0 for JPY), from Intl's ISO 4217 data. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatMoney(amountMinor: number, currency: string, locale = 'en-GB'): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: digits })
    .format(amountMinor / 10 ** digits);
}
