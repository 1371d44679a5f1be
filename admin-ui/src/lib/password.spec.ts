import { describe, expect, it } from 'vitest';
import { generatePassword } from './password';

describe('generated passwords', () => {
  it('are 16 characters with upper and lower case, digits and symbols, and differ each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[!#$%&*+\-=?@]/);
      expect(password).not.toMatch(/[0O1lI]/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
