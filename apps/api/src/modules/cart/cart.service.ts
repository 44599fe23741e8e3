import { unitPriceSen } from '@durio/shared/pricing';
import { rmToSen, senToRm } from '@durio/shared/money';
import type { Discount } from '@durio/shared/pricing';
import { normalizeVoucherCode, type VoucherLine } from '@durio/shared/vouchers';
import { isBuyable } from '@durio/shared/buyable';
import type { Cart, CartDiscount, CartItem, CartVoucher } from '@durio/shared/schemas/cart';
import { applyPromotions } from '@durio/shared/promotions';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cartItems, carts } from './cart.schema';
import { farms, products } from '../catalogue/catalogue.schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { isBuyableColumn } from '../catalogue/public';
import { loadMediaByOwner, mediaLinks } from '../files/public';
import { decideVoucher, readTermLines } from '../vouchers/public';
import { readPromotionTerms } from '../promotions/public';
import type { Clock } from '../../lib/clock';
import { malaysianDate } from '../../lib/malaysia-dates';

export interface CartServiceDeps {
  db: Db;
  storage: FileStorage;
  clock: Clock;
}

const stockColumns = {
  stock: products.stock,
  buyable: isBuyableColumn,
  farmStatus: farms.verificationStatus,
};
type ProductStock = { stock: number; buyable: boolean };

const outOfStock = () => new ConflictError('This product is out of stock');
const onlyLeft = (stock: number) => new ConflictError(`Only ${stock} left in stock`);
const itemNotFound = () => new NotFoundError('Cart item not found');

/** A cart never holds more of a product than is in stock, nor any of one that cannot be bought. */
function checkStock(product: ProductStock, quantity: number): void {
  if (!product.buyable || product.stock <= 0) throw outOfStock();
  if (quantity > product.stock) throw onlyLeft(product.stock);
}

/**
 * Empties the user's cart. Takes the caller's transaction so the orders module can empty it in the
 * same transaction that marks an order paid (docs/product/cart-and-checkout.md).
 */
export async function clearCart(tx: Tx | Db, userId: string): Promise<void> {
  // The code went with the order that used it.
  await tx.update(carts).set({ voucherCode: null }).where(eq(carts.userId, userId));
  await tx
    .delete(cartItems)
    .where(inArray(cartItems.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))));
}

/** The discount as the cart reply gives it: the lines by their ids, amounts in RM. */
function discountReply(discount: Discount, items: readonly CartItem[]): CartDiscount {
  const itemIds = discount.kind === 'freeDelivery' ? [] : items.filter((_, index) => discount.lines[index]).map((item) => item.id);
  return {
    kind: discount.kind,
    percent: discount.kind === 'percent' ? discount.percentBps / 100 : null,
    amount: discount.kind === 'amount' ? senToRm(discount.amountSen) : null,
    itemIds,
  };
}

export function createCartService({ db, storage, clock }: CartServiceDeps) {
  /** The user's cart id, or undefined; a `cartId` the client names must be that one. */
  async function findCartId(userId: string, cartId: string | undefined): Promise<string | undefined> {
    const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    if (cartId && cartId !== cart?.id) throw new NotFoundError('Cart not found');
    return cart?.id;
  }

  /** The user's cart, created on first use. */
  async function ensureCartId(userId: string, cartId: string | undefined): Promise<string> {
    const existing = await findCartId(userId, cartId);
    if (existing) return existing;
    await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
    const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    return cart!.id;
  }

  /**
   * The discounts the cart gets as it is now (docs/product/fees.md, "Discounts"): the automatic promotions it meets, in
   * their order, and its code judged against its lines; the delivery fee waits for the checkout's address, so a
   * free-delivery code is judged there.
   */
  async function judgeDiscounts(userId: string, code: string | null, items: readonly CartItem[]): Promise<Pick<Cart, 'promotions' | 'voucher'>> {
    const promotionTerms = await readPromotionTerms(db);
    if (items.length === 0 || (promotionTerms.length === 0 && !code)) {
      return { promotions: [], voucher: code ? await judgeCode(userId, code, [], items) : null };
    }
    const lines = await readTermLines(
      db,
      items.map((item) => ({ productId: item.product.id, quantity: item.quantity, totalSen: rmToSen(item.product.chargedPrice) * item.quantity })),
    );
    const promotions = applyPromotions(promotionTerms, lines, malaysianDate(clock.now())).map(({ promotion, discount }) => ({
      id: promotion.id,
      name: promotion.name,
      discount: discountReply(discount, items),
    }));
    return { promotions, voucher: code ? await judgeCode(userId, code, lines, items) : null };
  }

  async function judgeCode(userId: string, code: string, lines: readonly VoucherLine[], items: readonly CartItem[]): Promise<CartVoucher> {
    const decision = await decideVoucher(db, { code, userId, lines, deliveryFeeSen: null, today: malaysianDate(clock.now()) });
    const shownCode = decision.voucher?.code ?? normalizeVoucherCode(code);
    return decision.refusal !== null
      ? { code: shownCode, refusal: decision.refusal, discount: null }
      : { code: shownCode, refusal: null, discount: discountReply(decision.discount, items) };
  }

  /** Lines in the order they were first added, each with the product as the cart shows it, and the code it holds. */
  async function readCart(id: string): Promise<Cart> {
    const [cart] = await db.select({ userId: carts.userId, voucherCode: carts.voucherCode }).from(carts).where(eq(carts.id, id));
    const lines = await db
      .select({
        item: cartItems,
        product: products,
        farm: { id: farms.id, name: farms.name },
        buyable: isBuyableColumn,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(farms, eq(farms.id, products.farmId))
      .where(eq(cartItems.cartId, id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const media = await loadMediaByOwner(db, storage, mediaLinks.product, lines.map((l) => l.product.id));
    const items: CartItem[] = lines.map(({ item, product, farm, buyable }) => {
      const discountPrice = product.discountPriceSen === null ? null : senToRm(product.discountPriceSen);
      return {
        id: item.id,
        quantity: item.quantity,
        notes: item.notes,
        product: {
          id: product.id,
          name: product.name,
          description: product.description,
          price: senToRm(product.priceSen),
          discountPrice,
          salePrice: discountPrice,
          pricedBy: product.pricedBy,
          chargedPrice: senToRm(unitPriceSen(product)),
          stock: product.stock,
          available: buyable,
          buyable: isBuyable({ available: buyable, stock: product.stock }),
          weight: product.weightGrams === null ? null : product.weightGrams / 1000,
          minWeight: product.pricedBy === 'kg' && product.minWeightGrams !== null ? product.minWeightGrams / 1000 : null,
          form: product.form,
          media: media.get(product.id) ?? [],
          farm,
        },
      };
    });
    return { id, items, ...(await judgeDiscounts(cart!.userId, cart?.voucherCode ?? null, items)) };
  }

  async function getCart(userId: string, cartId?: string): Promise<Cart> {
    return readCart(await ensureCartId(userId, cartId));
  }

  /** Adds to the line of the same product if there is one; the sum may not exceed the stock. */
  async function addItem(
    userId: string,
    cartId: string | undefined,
    input: { productId: string; quantity: number; notes?: string | null },
  ): Promise<Cart> {
    const [product] = await db
      .select(stockColumns)
      .from(products)
      .innerJoin(farms, eq(farms.id, products.farmId))
      .where(eq(products.id, input.productId));
    // A product of a farm not (yet) verified is not in the shop: answered as the catalogue answers it.
    if (!product || product.farmStatus !== 'VERIFIED') throw new NotFoundError('Product not found');
    checkStock(product, input.quantity);
    const id = await ensureCartId(userId, cartId);
    // One statement, so two concurrent adds of the same product cannot together pass the stock.
    const [line] = await db
      .insert(cartItems)
      .values({ cartId: id, productId: input.productId, quantity: input.quantity, notes: input.notes || null })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          notes: sql`coalesce(excluded.notes, ${cartItems.notes})`,
        },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${product.stock}`,
      })
      .returning({ id: cartItems.id });
    if (!line) throw onlyLeft(product.stock);
    return readCart(id);
  }

  /** Sets a line's quantity (0 or less removes it, docs/product/cart-and-checkout.md) and, when given, its notes. */
  async function updateItem(
    userId: string,
    cartId: string | undefined,
    itemId: string,
    input: { quantity: number; notes?: string | null },
  ): Promise<Cart> {
    const id = await findCartId(userId, cartId);
    if (!id) throw itemNotFound();
    const [line] = await db
      .select(stockColumns)
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(farms, eq(farms.id, products.farmId))
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, id)));
    if (!line) throw itemNotFound();
    if (input.quantity <= 0) {
      await db.delete(cartItems).where(eq(cartItems.id, itemId));
    } else {
      checkStock(line, input.quantity);
      const notes = input.notes === undefined ? {} : { notes: input.notes || null };
      await db
        .update(cartItems)
        .set({ quantity: input.quantity, ...notes })
        .where(eq(cartItems.id, itemId));
    }
    return readCart(id);
  }

  async function removeItem(userId: string, cartId: string | undefined, itemId: string): Promise<Cart> {
    const id = await findCartId(userId, cartId);
    if (!id) throw itemNotFound();
    const removed = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, id)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw itemNotFound();
    return readCart(id);
  }

  async function emptyCart(userId: string): Promise<Cart> {
    const id = await ensureCartId(userId, undefined);
    await clearCart(db, userId);
    return readCart(id);
  }

  /** Keeps the code on the cart when it can be used on it now; else 409 with the shopper's reason, and nothing kept. */
  async function applyVoucher(userId: string, code: string): Promise<Cart> {
    const id = await ensureCartId(userId, undefined);
    const { items } = await readCart(id);
    const { voucher } = await judgeDiscounts(userId, code, items);
    if (voucher!.refusal !== null) throw new ConflictError(voucher!.refusal);
    await db.update(carts).set({ voucherCode: voucher!.code, updatedAt: clock.now() }).where(eq(carts.id, id));
    return readCart(id);
  }

  async function removeVoucher(userId: string): Promise<Cart> {
    const id = await ensureCartId(userId, undefined);
    await db.update(carts).set({ voucherCode: null, updatedAt: clock.now() }).where(eq(carts.id, id));
    return readCart(id);
  }

  return { getCart, addItem, updateItem, removeItem, emptyCart, applyVoucher, removeVoucher };
}
