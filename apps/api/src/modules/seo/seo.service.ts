import { z } from 'zod';
import { DETAIL_COLUMN_SIZES, imagesOf, pictureSources } from '@durio/shared/picture-sources';
import {
  farmSchema,
  productListQuerySchema,
  productListReplySchema,
  productSchema,
  treeSchema,
  type Farm,
  type Product,
  type Tree,
} from '@durio/shared/schemas/catalogue';
import type { MediaFile } from '@durio/shared/schemas/media';
import { defaultLanguage, htmlLang, intlLocale, type Language } from '@durio/shared/languages';
import { formatRm, senToRm } from '@durio/shared/money';
import { deliveryPromiseValues } from '@durio/shared/delivery-promise';
import { varietyIn } from '@durio/shared/variety-names';
import { pagePath, pageRoutes, type PageMatch, type PageName } from '@durio/shared/page-routes';
import { unitPriceRm } from '@durio/shared/pricing';
import { toSearchParams } from '@durio/shared/search-params';
import { productListParams, productListQuery, readFilters, SHOP_FIRST_SCREEN } from '@durio/shared/shop-filters';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { CatalogueMemo } from '../../lib/catalogue-memo';
import type { FileStorage } from '../../storage/file-storage';
import { createFarmsService } from '../catalogue/public';
import { createProductsService } from '../catalogue/public';
import { createTreesService } from '../catalogue/public';
import { getDeliveryPromise } from '../settings/public';
import { readDeliveryZones } from '../delivery/public';
import { translatorFor } from '../../i18n/server-messages';
import { pageVersions, type PageVersions } from './page-languages';
import { summarise, type MainPicture, type PageHead, type PageMeta } from './seo-html';

const uuid = z.uuid();

/**
 * The shop's content pages, each with the key of its title and description in the content pages' catalogue (the
 * web app's: the head says what the page itself shows).
 */
const contentPages = {
  about: 'about',
  contact: 'contact',
  faq: 'faq',
  durianGuide: 'guide',
  shippingPolicy: 'shipping',
  returnsRefunds: 'returns',
  termsAndConditions: 'terms',
  termsConditions: 'terms',
  privacyPolicy: 'privacy',
} as const satisfies Partial<Record<PageName, string>>;
type ContentPage = keyof typeof contentPages;
const isContentPage = (name: PageName): name is ContentPage => name in contentPages;

/**
 * Search-engine data for the catalogue's pages (head tags of product, farm and tree pages, the sitemap), and
 * the data and main picture those pages and the shop render first, written into their HTML.
 */
export function createSeoService({
  db,
  storage,
  clock,
  memo,
  publicUrl,
}: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  memo: CatalogueMemo;
  publicUrl: string;
}) {
  const productsService = createProductsService({ db, storage, clock, memo });
  const farmsService = createFarmsService({ db, storage, clock });
  const treesService = createTreesService({ db, storage, clock });
  /** A visitor reading in `language`: the page's data is what the web app in that language asks the API for. */
  const visitorIn = (language: Language) => ({ isAdmin: false, lang: language });

  const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`);
  /** The page at the English address `path`, shown in `language`: its canonical link and alternates. */
  const versionsOf = (path: string, language: Language): PageVersions => pageVersions(publicUrl, path, language);
  const firstImage = (media: readonly MediaFile[]) => {
    const file = imagesOf(media)[0];
    return file ? absolute(file.url.original) : null;
  };

  /** The big picture at the top of a product, farm and tree page, as the page's <img> asks for it. */
  function mainPicture(media: readonly MediaFile[]): MainPicture | null {
    const file = imagesOf(media)[0];
    return file ? { ...pictureSources(file, 'original'), sizes: DETAIL_COLUMN_SIZES } : null;
  }

  /**
   * A description for a page in `language`: the object's own when it is written in that language, else the
   * language's own sentence (`untranslated`), so a Malay or Chinese page's description never mixes in English
   * beyond the names it quotes. `english` is the text an English page shows.
   */
  function descriptionIn(language: Language, text: string, english: string, untranslated: () => string): string {
    return language === defaultLanguage || text !== english ? text : untranslated();
  }

  function productHead(p: Product, english: Product, language: Language): PageHead {
    const t = translatorFor(language, 'pages');
    const description = descriptionIn(language, p.description, english.description, () => t('product.untranslated'));
    const versions = versionsOf(pagePath(pageRoutes.product, { id: p.id }), language);
    const url = versions.canonical;
    const price = unitPriceRm(p);
    const meta: PageMeta = {
      language,
      title: `${p.name} | Durio`,
      description: summarise(
        t('product.description', { variety: varietyIn(p.variety, language), farm: p.farm.name, location: p.farm.location, description }),
      ),
      canonicalUrl: url,
      imageUrl: firstImage(p.media),
      ogType: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        // Product has no inLanguage of its own: the page it is the main entity of has.
        mainEntityOfPage: { '@type': 'ItemPage', '@id': url, inLanguage: htmlLang[language] },
        name: p.name,
        description: summarise(p.description, 500),
        sku: p.id,
        category: varietyIn(p.variety, language),
        image: imagesOf(p.media).map((m) => absolute(m.url.original)),
        brand: { '@type': 'Brand', name: p.farm.name },
        // A whole fruit priced by weight (docs/product/selling-by-weight.md): its range, its price per kg, and the
        // most one fruit is charged, which is what checkout takes before the weighing refunds the difference.
        ...(p.pricedBy === 'kg' && {
          weight: { '@type': 'QuantitativeValue', minValue: p.minWeight, maxValue: p.weight, unitCode: 'KGM' },
        }),
        offers: {
          '@type': 'Offer',
          url,
          price: price.toFixed(2),
          priceCurrency: 'MYR',
          ...(p.pricedBy === 'kg' && {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: (p.salePrice ?? p.price).toFixed(2),
              priceCurrency: 'MYR',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
            },
          }),
          availability: p.buyable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: 'Durio' },
        },
        ...(p.reviewCount > 0 && p.rating !== null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: p.rating,
                reviewCount: p.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    };
    return {
      meta,
      versions,
      mainPicture: mainPicture(p.media),
      // Parsed with the reply's schema, so the app gets exactly what GET /durian/products/:id would send.
      pageData: { kind: 'product', id: p.id, data: productSchema.parse(p) },
    };
  }

  function farmHead(f: Farm, english: Farm, language: Language): PageHead {
    const t = translatorFor(language, 'pages');
    const description = descriptionIn(language, f.description, english.description, () => t('farm.untranslated'));
    const versions = versionsOf(pagePath(pageRoutes.farm, { id: f.id }), language);
    const meta: PageMeta = {
      language,
      title: `${f.name} | Durio`,
      description: summarise(t('farm.description', { name: f.name, location: f.location, description })),
      canonicalUrl: versions.canonical,
      imageUrl: firstImage(f.media),
      ogType: 'website',
    };
    return { meta, versions, mainPicture: mainPicture(f.media), pageData: { kind: 'farm', id: f.id, data: farmSchema.parse(f) } };
  }

  function treeHead(tree: Tree, english: Tree, language: Language): PageHead {
    const t = translatorFor(language, 'pages');
    const versions = versionsOf(pagePath(pageRoutes.tree, { id: tree.id }), language);
    const values = {
      name: tree.name,
      variety: varietyIn(tree.variety, language),
      year: tree.plantedYear,
      farm: tree.farm.name,
      location: tree.farm.location,
      description: descriptionIn(language, tree.description ?? '', english.description ?? '', () => t('tree.untranslated')),
    };
    const meta: PageMeta = {
      language,
      title: `${t('tree.title', values)} | Durio`,
      description: summarise(t(tree.plantedYear ? 'tree.descriptionPlanted' : 'tree.description', values)),
      canonicalUrl: versions.canonical,
      imageUrl: firstImage(tree.media),
      ogType: 'website',
    };
    return { meta, versions, mainPicture: mainPicture(tree.media), pageData: { kind: 'tree', id: tree.id, data: treeSchema.parse(tree) } };
  }

  /** A page of the shop's own (home, shop, farms, the season's calendar): its fixed title and description, in `language`. */
  function sitePageMeta(versions: PageVersions, language: Language, page: 'home' | 'shop' | 'farms' | 'season'): PageMeta {
    const t = translatorFor(language, 'pages');
    return {
      language,
      title: `${t(`${page}.title`)} | Durio`,
      description: t(`${page}.description`),
      canonicalUrl: versions.canonical,
      imageUrl: null,
      ogType: 'website',
    };
  }

  /**
   * A content page (about, contact, FAQ, guide, the policies): the title and description the page shows, in
   * `language`; the shipping policy's states the delivery fees as the settings have them now.
   */
  async function contentPageHead(page: PageMatch & { name: ContentPage }, language: Language): Promise<PageHead> {
    const t = translatorFor(language, 'contentPages');
    const key = contentPages[page.name];
    const versions = versionsFor(page, language);
    const values = key === 'shipping' ? await formattedFees(language) : undefined;
    return {
      meta: {
        language,
        title: `${t(`${key}.title`)} | Durio`,
        description: t(`${key}.description`, values),
        canonicalUrl: versions.canonical,
        imageUrl: null,
        ogType: 'website',
      },
      versions,
    };
  }

  /**
   * The lowest delivery fee of any zone with its free-delivery threshold (docs/product/delivery.md) and the delivery
   * promise's days, as a page in `language` writes them.
   */
  async function formattedFees(language: Language) {
    const zones = await readDeliveryZones(db);
    const cheapest = zones.reduce<(typeof zones)[number] | undefined>((best, zone) => (best && best.deliveryFeeSen <= zone.deliveryFeeSen ? best : zone), undefined);
    const rm = (sen: number) => formatRm(senToRm(sen), intlLocale[language]);
    return {
      deliveryFee: rm(cheapest?.deliveryFeeSen ?? 0),
      freeDeliveryOver: rm(cheapest?.freeDeliveryOverSen ?? 0),
      ...deliveryPromiseValues(await getDeliveryPromise(db)),
    };
  }

  /** The home page: the shop's own tags, and the shop as an Organization and a WebSite in the page's language. */
  function homeHead(language: Language): PageHead {
    const versions = versionsOf(pageRoutes.home.path, language);
    const organization = `${publicUrl}/#organization`;
    const meta: PageMeta = {
      ...sitePageMeta(versions, language, 'home'),
      jsonLd: {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            '@id': organization,
            name: 'Durio',
            url: `${publicUrl}/`,
            description: translatorFor(language, 'pages')('site.description'),
          },
          {
            '@type': 'WebSite',
            '@id': `${versions.canonical}#website`,
            url: versions.canonical,
            name: 'Durio',
            inLanguage: htmlLang[language],
            publisher: { '@id': organization },
          },
        ],
      },
    };
    return { meta, versions };
  }

  /**
   * The first screen of the shop's products for the filters in its address (decision record 026: the first
   * `SHOP_FIRST_SCREEN` of the page the web app asks for, as GET /durian/products answers them, with the total),
   * and the first card's picture. Neither when the filters are not a valid call: the app then makes it and shows
   * the API's error.
   */
  async function shopData(searchParams: URLSearchParams, language: Language): Promise<Pick<PageHead, 'mainPicture' | 'pageData'>> {
    const params = productListParams(readFilters(searchParams));
    const query = productListQuerySchema.safeParse({
      ...Object.fromEntries(toSearchParams(productListQuery({ ...params, take: SHOP_FIRST_SCREEN, skip: 0 }))),
      lang: language,
    });
    if (!query.success) return {};
    const list = productListReplySchema.parse(await productsService.listProducts(query.data));
    const firstPicture = imagesOf(list.data[0]?.media ?? [])[0];
    return {
      mainPicture: firstPicture ? pictureSources(firstPicture, 'thumbnail') : null,
      pageData: { kind: 'shop', id: JSON.stringify(params), data: list },
    };
  }

  /**
   * A product, farm or tree page's head, or `notFound` when the id names none a visitor may see (unknown,
   * malformed, deleted, or of a farm not verified).
   */
  async function catalogueHead(id: string | undefined, build: (id: string) => Promise<PageHead>): Promise<PageHead> {
    if (!id || !uuid.safeParse(id).success) return { notFound: true };
    try {
      return await build(id);
    } catch (error) {
      if (error instanceof NotFoundError) return { notFound: true };
      throw error;
    }
  }

  /** What `read` gives in `language` and in English (the same read once, on an English page). */
  async function inAndInEnglish<T>(language: Language, read: (lang: Language) => Promise<T>): Promise<[T, T]> {
    if (language === defaultLanguage) {
      const both = await read(language);
      return [both, both];
    }
    return Promise.all([read(language), read(defaultLanguage)]);
  }

  /** The canonical link and alternates of `page` (its params as the address has them), in `language`. */
  function versionsFor(page: PageMatch, language: Language): PageVersions {
    return versionsOf(pagePath(page.route, page.params), language);
  }

  /**
   * What `page` gets in its head in `language`: every page its canonical link and language alternates; the
   * home page, the shop, the farms and the season's calendar their titles and descriptions; product, farm and tree pages their
   * search-engine tags, data and main picture (or `notFound`); the shop its products; the content pages their
 * titles and descriptions.
   */
  async function pageHeadFor(page: PageMatch, language: Language, searchParams: URLSearchParams): Promise<PageHead> {
    const { id } = page.params;
    switch (page.name) {
      case 'home':
        return homeHead(language);
      case 'shop': {
        const versions = versionsOf(pageRoutes.shop.path, language);
        return { meta: sitePageMeta(versions, language, 'shop'), versions, ...(await shopData(searchParams, language)) };
      }
      case 'farms': {
        const versions = versionsOf(pageRoutes.farms.path, language);
        return { meta: sitePageMeta(versions, language, 'farms'), versions };
      }
      case 'season': {
        const versions = versionsOf(pageRoutes.season.path, language);
        return { meta: sitePageMeta(versions, language, 'season'), versions };
      }
      case 'product':
        return catalogueHead(id, async (productId) => {
          const [product, english] = await inAndInEnglish(language, (lang) => productsService.getProduct(productId, visitorIn(lang)));
          return productHead(product, english, language);
        });
      case 'farm':
        return catalogueHead(id, async (farmId) => {
          const [farm, english] = await inAndInEnglish(language, (lang) => farmsService.getFarm(farmId, visitorIn(lang)));
          return farmHead(farm, english, language);
        });
      case 'tree':
        return catalogueHead(id, async (treeId) => {
          const [tree, english] = await inAndInEnglish(language, (lang) => treesService.getTree(treeId, visitorIn(lang)));
          return treeHead(tree, english, language);
        });
      default:
        return isContentPage(page.name)
          ? contentPageHead({ ...page, name: page.name }, language)
          : { versions: versionsFor(page, language) };
    }
  }

  return { pageHeadFor, versionsFor };
}

export type SeoService = ReturnType<typeof createSeoService>;
