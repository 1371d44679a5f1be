import { renderedSearch } from './rendered-page-html.js';

describe('renderedSearch (the query a server-rendered form is rendered with)', () => {
  it('keeps the parameters the forms read, in one order, and drops the rest', () => {
    expect(renderedSearch('?utm_source=whatsapp&ref=laura&fbclid=IwAR0abc')).toBe('?ref=laura');
    expect(renderedSearch('?volver=%2Fadmin%2Fusers&expirada=1')).toBe('?expirada=1&volver=%2Fadmin%2Fusers');
    // A password link's token is not among them: that page is rendered privately, per request (passwordPage()).
    expect(renderedSearch(`?token=${'a'.repeat(43)}&x=1`)).toBe('');
  });

  it('renders without a query when nothing it reads is there, or a value is too long', () => {
    expect(renderedSearch('')).toBe('');
    expect(renderedSearch('?gclid=1&utm_medium=social')).toBe('');
    expect(renderedSearch(`?ref=${'a'.repeat(301)}`)).toBe('');
  });
});
