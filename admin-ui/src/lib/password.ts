// No 0/O, 1/l/I: the administrator may read the password out to the member.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '!#$%&*+-=?@';

/** A strong random password (crypto RNG): 14 letters and digits plus two symbols, with at least one of each kind. */
export function generatePassword(
  random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n)),
): string {
  for (;;) {
    const bytes = random(16);
    const chars = [...bytes].map((b, i) =>
      i === 5 || i === 11 ? SYMBOLS[b % SYMBOLS.length] : ALPHABET[b % ALPHABET.length],
    );
    const password = chars.join('');
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}
