/**
 * The words of a member search, each to be found in users."searchText" (the folded name, e-mail and code and the
 * WhatsApp digits), in any order.
 * A phone number typed in any format ('+57 300 123 4567', '300-123-4567') becomes its digits, one word.
 */
export function searchWords(q: string): string[] {
  const text = q.trim();
  if (/^[+\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '').replace(/^00/, '');
    if (digits.length >= 7) return [digits];
  }
  const isNumber = (word: string) => /^[+\d().-]+$/.test(word) && /\d/.test(word);
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (isNumber(word) ? word.replace(/\D/g, '') : word));
}
