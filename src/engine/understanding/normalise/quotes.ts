/** Normalise: quoted lettering lifted out of the message before it is read. */

/** Lettering the user quoted: 'the word "hope"', "the quote 'this too shall pass'". */
export function extractQuotes(text: string): { quotes: string[]; rest: string } {
  const quotes: string[] = [];
  const rest = text
    .replace(/["\u201c\u201d]([^"\u201c\u201d]{2,80})["\u201c\u201d]/g, (_match, quote: string) => {
      quotes.push(quote.trim());
      return ' , ';
    })
    .replace(/(^|[\s(:])['\u2018]([^'\u2018\u2019]{2,80})['\u2019](?=$|[\s.,!?;:)])/g, (_match, lead: string, quote: string) => {
      quotes.push(quote.trim());
      return `${lead} , `;
    });
  return { quotes, rest };
}
