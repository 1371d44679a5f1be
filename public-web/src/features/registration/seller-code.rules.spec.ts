import { describe, expect, it } from 'vitest';
import { checkSellerCode } from '../../../../backend/src/modules/members/domain/seller-code';
import { sellerCodeProblem } from './seller-code.rules';

const serverVerdict = (code: string): string | null => {
  try {
    checkSellerCode(code);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('sellerCodeProblem', () => {
  it.each([
    'laura', 'Laura-G', 'ab', 'abc', ' abc ', 'con espacio', 'josé', 'emoji😀', 'a/b', 'a_b', '-abc', 'abc-', 'a--b',
    'admin', 'ADMIN', 'subscription-status', 'x'.repeat(40), 'x'.repeat(41), '123', 'ñandú', '',
  ])('says what the server says about %j', (code) => {
    expect(sellerCodeProblem(code)).toBe(serverVerdict(code));
  });

  it('accepts codes the server accepts and names the problem otherwise', () => {
    expect(sellerCodeProblem('camila-2026')).toBeNull();
    expect(sellerCodeProblem('mi código')).toBe('El código solo puede tener letras, números y guiones (sin espacios ni tildes)');
    expect(sellerCodeProblem('login')).toBe('Ese código está reservado, elige otro');
  });
});
