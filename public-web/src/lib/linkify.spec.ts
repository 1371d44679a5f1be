import { expect, it } from 'vitest';
import { linkify } from './linkify';

it('turns URLs into link parts and leaves markup as plain text', () => {
  expect(linkify('Inscríbete en https://multyhealth.co/curso. <b>Gratis</b>')).toEqual([
    { kind: 'text', text: 'Inscríbete en ' },
    { kind: 'link', text: 'https://multyhealth.co/curso', href: 'https://multyhealth.co/curso' },
    { kind: 'text', text: '. <b>Gratis</b>' },
  ]);
  expect(linkify('www.ejemplo.com')).toEqual([
    { kind: 'link', text: 'www.ejemplo.com', href: 'https://www.ejemplo.com' },
  ]);
  expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
});
