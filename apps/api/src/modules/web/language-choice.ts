import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import Negotiator from 'negotiator';
import type { FastifyInstance } from 'fastify';
import {
  defaultLanguage,
  isLanguage,
  languageCookie,
  languages,
  localizePath,
  type Language,
} from '@durio/shared/languages';

/** How long the choice is remembered: the web app's language switcher writes the cookie for as long. */
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** What the home page's reply depends on, beyond its address. */
export const HOME_VARY = 'Cookie, Accept-Language';

/** The language the `lang` cookie holds, when it holds one of the shop's. */
export function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  const value = parseCookies(cookieHeader)[languageCookie];
  return isLanguage(value) ? value : undefined;
}

/**
 * The language a visit to `/` is shown in (docs/product/languages.md): the one the `lang` cookie remembers, else the best
 * match of Accept-Language (`zh-TW` and `zh-CN` → zh, `ms-MY` → ms), else English; `remember` when it was
 * decided here and the reply is to set the cookie, so the choice is made once.
 */
export function chooseHomeLanguage(headers: { cookie?: string; 'accept-language'?: string }): { language: Language; remember: boolean } {
  const chosen = cookieLanguage(headers.cookie);
  if (chosen) return { language: chosen, remember: false };
  const accepted = headers['accept-language']?.trim();
  const best = accepted ? new Negotiator({ headers: { 'accept-language': accepted } }).language([...languages]) : undefined;
  return { language: isLanguage(best) ? best : defaultLanguage, remember: true };
}

/** The `Set-Cookie` value that remembers `language`: the whole site, a year, readable by the web app. */
export function languageCookieHeader(language: Language): string {
  return serializeCookie(languageCookie, language, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
}

/**
 * The language choice of the home page (docs/product/languages.md), for `/` only: every other address, `/shop` as much as
 * `/ms/shop`, is in the language its address says. A visit to `/` in Malay or Chinese (by the cookie, or on a
 * first visit by Accept-Language) is sent on to `/ms` or `/zh` (302, its query kept); in English it is the
 * page at `/`. Either way the reply says it depends on the cookie and Accept-Language.
 *
 * Registered before the catalogue read cache (lib/catalogue-read-cache.ts), so the cache only ever sees the
 * visits to `/` that are answered in English, the same page for all of them: it never answers one visitor's
 * `/` with another's language. A cookie this hook sets is sent with a reply from the cache too.
 */
export function registerHomeLanguageChoice(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, hits of the read cache too, and an async
  // hook costs each of them a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const query = request.url.indexOf('?');
    if ((query < 0 ? request.url : request.url.slice(0, query)) !== '/') return done();

    const { language, remember } = chooseHomeLanguage(request.headers);
    reply.header('Vary', HOME_VARY);
    if (remember) reply.header('Set-Cookie', languageCookieHeader(language));
    if (language === defaultLanguage) return done();
    const target = localizePath(language, query < 0 ? '/' : `/${request.url.slice(query)}`);
    reply.header('Cache-Control', 'no-cache').redirect(target, 302);
  });
}
