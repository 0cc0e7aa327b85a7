// Money in the shop is integer minor units (cents) with its currency, as the server keeps it:
// shown and typed through integer arithmetic only, never a float (docs/shop.md).

/** Minor-unit digits of the currencies the shop sells in (the server's CURRENCIES). */
export const CURRENCY_DIGITS: Readonly<Record<string, number>> = { usd: 2, eur: 2, gbp: 2, cad: 2, aud: 2, chf: 2, jpy: 0 };
const SYMBOLS: Readonly<Record<string, string>> = { usd: '$', eur: '€', gbp: '£', cad: 'CA$', aud: 'A$', chf: 'CHF ', jpy: '¥' };

export const CURRENCY_CHOICES = Object.keys(CURRENCY_DIGITS).map((code) => ({ value: code, label: code.toUpperCase() }));

/** 123456 usd -> "$1,234.56"; 1500 jpy -> "¥1,500". */
export function formatMoney(minor: number, currency: string): string {
  const code = currency.toLowerCase();
  const digits = CURRENCY_DIGITS[code] ?? 2;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const unit = 10 ** digits;
  const major = Math.floor(abs / unit)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = digits ? `.${String(abs % unit).padStart(digits, '0')}` : '';
  return `${sign}${SYMBOLS[code] ?? `${code.toUpperCase()} `}${major}${rest}`;
}

/** "12.3" usd -> 1230, "12" -> 1200, "0.05" -> 5; null for anything else (negative, more digits than the currency has, text). */
export function parseMoney(text: string, currency: string): number | null {
  const digits = CURRENCY_DIGITS[currency.toLowerCase()] ?? 2;
  const match = (digits ? new RegExp(`^(\\d{1,9})(?:\\.(\\d{1,${digits}}))?$`) : /^(\d{1,9})$/).exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const minor = Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** minor -> the text parseMoney reads back ("12.30"). */
export function moneyInput(minor: number, currency: string): string {
  const digits = CURRENCY_DIGITS[currency.toLowerCase()] ?? 2;
  if (!digits) return String(minor);
  return `${Math.floor(minor / 10 ** digits)}.${String(minor % 10 ** digits).padStart(digits, '0')}`;
}
