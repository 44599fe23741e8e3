import type { Locator } from 'playwright-core';

/**
 * The pictures among `images` that the page shows cut off: filling a box of another shape than the picture
 * (object-fit: cover) trims its edges, where the demo pictures carry their caption. Each is named by its alt text.
 */
export function croppedPictures(images: Locator): Promise<string[]> {
  return images.evaluateAll((elements) =>
    elements.flatMap((img) => {
      if (!(img instanceof HTMLImageElement)) return [];
      const fit = getComputedStyle(img).objectFit;
      if (fit !== 'cover' && fit !== 'fill') return [];
      if (!img.complete || img.naturalWidth === 0) return [`${img.alt} (not loaded)`];
      const shown = img.clientWidth / img.clientHeight;
      const natural = img.naturalWidth / img.naturalHeight;
      return Math.abs(shown - natural) > 0.02 ? [`${img.alt} (${img.naturalWidth}×${img.naturalHeight} in a ${img.clientWidth}×${img.clientHeight} box)`] : [];
    }),
  );
}

/** A small real PNG (64×48), as a photo chosen from a phone or laptop would be. */
export const smallPng = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsBSV91kF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+BTG0tYYoM4sAAAAASUVORK5CYII=',
    'base64',
  ),
});
