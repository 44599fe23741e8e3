import { describe, expect, it } from 'vitest';
import { matchPage, pagePath, pageRoutes } from './page-routes';

describe('matching an address to a page', () => {
  it('finds fixed pages and the id of catalogue pages', () => {
    expect(matchPage('/')).toMatchObject({ name: 'home', params: {} });
    expect(matchPage('/shop')).toMatchObject({ name: 'shop', params: {} });
    expect(matchPage('/product/abc-123')).toMatchObject({ name: 'product', params: { id: 'abc-123' } });
    expect(matchPage('/product/abc-123/reviews')).toMatchObject({ name: 'productReviews', params: { id: 'abc-123' } });
    expect(matchPage('/farms')).toMatchObject({ name: 'farms' });
    expect(matchPage('/farms/f-1')).toMatchObject({ name: 'farm', params: { id: 'f-1' } });
    expect(matchPage('/trees/t-1')).toMatchObject({ name: 'tree', params: { id: 't-1' } });
    expect(matchPage('/season')).toMatchObject({ name: 'season', params: {} });
    expect(matchPage('/returns-&-refunds')).toMatchObject({ name: 'returnsRefunds' });
  });

  it('matches as React Router does: any letter case and an optional trailing slash', () => {
    expect(matchPage('/Shop/')).toMatchObject({ name: 'shop' });
    expect(matchPage('/FARMS/F-1/')).toMatchObject({ name: 'farm', params: { id: 'F-1' } });
  });

  it('knows the old addresses and where they lead', () => {
    expect(matchPage('/about-us')?.route.redirectTo).toBe('/about');
    expect(matchPage('/our-farms')?.route.redirectTo).toBe('/farms');
    expect(matchPage('/contact-us')?.route.redirectTo).toBe('/contact');
  });

  it('finds nothing for an address the app has no page for', () => {
    for (const pathname of ['/nothing', '/shop/extra', '/product', '/product/', '/product/a/b', '//', '/returns-x-refunds', '/dev/mail']) {
      expect(matchPage(pathname), pathname).toBeNull();
    }
  });
});

describe('building a page address', () => {
  it('fills in and encodes each segment', () => {
    expect(pagePath(pageRoutes.product, { id: 'abc' })).toBe('/product/abc');
    expect(pagePath(pageRoutes.productReviews, { id: 'a/b c' })).toBe('/product/a%2Fb%20c/reviews');
    expect(pagePath(pageRoutes.about)).toBe('/about');
  });
});
