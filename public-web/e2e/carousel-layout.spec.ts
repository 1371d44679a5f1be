import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { blockOutsideHosts, DEMO_SELLER } from './support';

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

type Box = { x: number; y: number; width: number; height: number };

/** Every part of the current slide, measured where the browser drew it. */
async function slideGeometry(page: Page) {
  const carousel = page.locator('#noticias .carousel');
  await carousel.scrollIntoViewIfNeeded();
  return page.evaluate(() => {
    const box = (el: Element | null): Box | null => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const card = document.querySelector('#noticias .carousel__viewport')!;
    const slide = card.querySelector('.carousel__slide.is-active')!;
    const image = slide.querySelector<HTMLImageElement>('.carousel__media img');
    return {
      card: box(card)!,
      parts: [...slide.querySelectorAll('.carousel__media, .carousel__text, h3, .carousel__description p, a')].map(
        (el) => ({ name: el.tagName + '.' + el.className, box: box(el)! }),
      ),
      image: image && {
        box: box(image)!,
        natural: { width: image.naturalWidth, height: image.naturalHeight },
        fit: getComputedStyle(image).objectFit,
      },
      viewportWidth: document.documentElement.clientWidth,
    };
  });
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

for (const path of ['/', `/u/${DEMO_SELLER.slug}`]) {
  for (const width of [390, 1024, 1280, 1440]) {
    test(`news carousel at ${width}px on ${path}: the slide, its image, title, text and links fit the card`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const { card, parts, viewportWidth } = await slideGeometry(page);
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(viewportWidth);
      expect(parts.length).toBeGreaterThan(3);
      for (const part of parts) expect(inside(part.box, card), `${part.name} ${JSON.stringify(part.box)}`).toBe(true);
      // Text beside the image from 860 px up, under it on a phone; never a column wider than the card.
      const text = parts.find((p) => p.name.includes('carousel__text'))!.box;
      const media = parts.find((p) => p.name.includes('carousel__media'))!.box;
      if (width >= 1024) expect(text.x).toBeGreaterThanOrEqual(media.x + media.width - 1);
      else expect(text.y).toBeGreaterThanOrEqual(media.y + media.height - 1);
      // The image keeps its proportions (no cropping) and is not blown up past its own pixels.
      await page.locator('#noticias .carousel__slide.is-active img').evaluate((img: HTMLImageElement) => img.decode());
      const shown = await slideGeometry(page);
      const img = shown.image!;
      expect(img.natural.width).toBeGreaterThan(0);
      const drawnRatio = img.box.width / img.box.height;
      const ownRatio = img.natural.width / img.natural.height;
      expect(Math.abs(drawnRatio - ownRatio) / ownRatio).toBeLessThan(0.03);
      expect(img.box.width).toBeLessThanOrEqual(img.natural.width + 1);
    });
  }
}
