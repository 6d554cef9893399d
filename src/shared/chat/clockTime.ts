/**
 * Message timestamps as hour:minute (spec §2), in the user's locale and time zone. The formatter
 * is made on first use, not when a screen's code is loaded: the first Intl formatter a page makes
 * loads the locale's data (a long task on a phone — issue #38), and a screen with no message on
 * it yet shows no time.
 */
let clock: Intl.DateTimeFormat | undefined;

export function clockTime(timestamp: number, format?: Intl.DateTimeFormat): string {
  const formatter = format ?? (clock ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }));
  return formatter.format(new Date(timestamp));
}
