/** Message timestamps as hour:minute (spec §2), in the user's locale and time zone. */
const CLOCK = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function clockTime(timestamp: number, format: Intl.DateTimeFormat = CLOCK): string {
  return format.format(new Date(timestamp));
}
