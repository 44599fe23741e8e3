import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** The copies of the shop on one database tell each other on this channel that the catalogue changed. */
const CHANGES_CHANNEL = 'durio_catalogue_changed';

/**
 * Writes that change nothing a visitor of the catalogue sees: the shopper's own account, cart, favourites
 * and addresses, a contact message, an upload not yet attached to anything; and orders and payments, which
 * move only stock, which a visitor may see up to a read cache's lifetime (one second) late (decision record 019) and
 * every order checks again. Every other successful write (products, farms, trees, categories, reviews,
 * settings, a display name shown on reviews) changes the catalogue.
 */
const PRIVATE_WRITE =
  /^\/api\/v1\/(auth|durian\/cart|durian\/orders|durian\/alerts|payments|user-profile\/(addresses|favorites|installation)|contact|s3file)(\/|$)/;

export interface CatalogueChanges {
  /** Calls `listener` after every change of the catalogue made through this copy or any other on the database. */
  subscribe(listener: () => void): Promise<void>;
  /** Tells this copy's listeners at once and the other copies through the database. */
  announce(): void;
  close(): Promise<void>;
}

/**
 * Who must hear that the catalogue changed: this copy's caches at once, the other copies' as soon as
 * PostgreSQL delivers the NOTIFY (after the write's commit, milliseconds later). The channel is listened to
 * only once something subscribes, so a shop without caches (tests) holds no extra connection.
 */
export function createCatalogueChanges(database: Database, log: FastifyBaseLogger): CatalogueChanges {
  const thisCopy = randomUUID();
  const listeners: (() => void)[] = [];
  let unlisten: Promise<() => Promise<void>> | undefined;
  const tellListeners = () => listeners.forEach((listener) => listener());

  return {
    async subscribe(listener) {
      listeners.push(listener);
      unlisten ??= database.listen(CHANGES_CHANNEL, (from) => {
        if (from !== thisCopy) tellListeners();
      });
      await unlisten;
    },
    announce() {
      if (listeners.length === 0) return;
      tellListeners();
      database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${thisCopy})`).catch((error: unknown) => {
        // The other copies' entries still expire on their own.
        log.warn({ err: error }, 'could not tell the other copies that the catalogue changed');
      });
    },
    async close() {
      if (unlisten) await (await unlisten)();
    },
  };
}

/** Announces every successful write a visitor could see, once it is answered (and so committed). */
export function announceCatalogueWrites(app: FastifyInstance, changes: CatalogueChanges) {
  // A callback hook: it runs after every reply, the read cache's hits too, where a promise each is waste.
  app.addHook('onResponse', (request, reply, done) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
    if (isWrite && !PRIVATE_WRITE.test(request.routeOptions.url ?? '')) changes.announce();
    done();
  });
}
