import { productFeatureDraft } from './product-feature.js';

describe('productFeatureDraft', () => {
  it('drops blank benefits and ingredients and trims the rest', () => {
    const draft = productFeatureDraft({
      productType: 'multydrink',
      title: 'T',
      description: 'D',
      benefits: [' A ', '', '  '],
      ingredients: ['Zinc', ''],
    });
    expect(draft).toMatchObject({ benefits: ['A'], ingredients: ['Zinc'], order: 0, active: true, imageUrl: null });
  });

  it('lists ingredients only for multydrink', () => {
    expect(
      productFeatureDraft({ productType: 'multytest', title: 'T', description: 'D', ingredients: ['Zinc'] })
        .ingredients,
    ).toEqual([]);
  });
});
