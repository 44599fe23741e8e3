import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createTestCategory,
  createTestProduct,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { categories, productCategories, products } from '../../db/schema';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN' });
  customer = await createTestUser(t);
});

afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}

describe('categories', () => {
  it('creates a category (201) and lists all categories by name', async () => {
    const created = await call('POST', '/durian/categories', { name: 'Bittersweet', description: 'Bold and complex' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Bittersweet', description: 'Bold and complex' });
    await call('POST', '/durian/categories', { name: 'Aromatic' });

    const list = await call('GET', '/durian/categories', undefined, null);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Aromatic', 'Bittersweet']);
  });

  it("refuses a second category of the same name, whatever its case, with 409 'Category already exists'", async () => {
    await createTestCategory(t.db, 'Gift Boxes');
    const res = await call('POST', '/durian/categories', { name: 'gift boxes' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Category already exists' });
    expect(await t.db.select().from(categories).where(eq(categories.name, 'gift boxes'))).toHaveLength(0);
  });

  it('refuses a blank name with 400, a customer with 403 and a visitor with 401', async () => {
    expect((await call('POST', '/durian/categories', { name: '   ' })).statusCode).toBe(400);
    expect((await call('POST', '/durian/categories', { name: 'Sweet' }, customer)).statusCode).toBe(403);
    expect((await call('POST', '/durian/categories', { name: 'Sweet' }, null)).statusCode).toBe(401);
  });

  it.each(['/durian/categories/:id', '/durian/:id/categories'])('reads, renames and deletes a category at %s', async (path) => {
    const category = await createTestCategory(t.db);
    const url = path.replace(':id', category.id);

    const read = await call('GET', url, undefined, null);
    expect(read.json()).toEqual({ id: category.id, name: category.name, description: null });

    const renamed = await call('PUT', url, { name: `${category.name} Renamed`, description: 'Now described' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: `${category.name} Renamed`, description: 'Now described' });

    const deleted = await call('DELETE', url);
    expect(deleted.statusCode).toBe(204);
    const gone = await call('GET', url, undefined, null);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Category not found');
  });

  it('refuses renaming a category to the name of another with 409', async () => {
    const first = await createTestCategory(t.db, 'Classic');
    await createTestCategory(t.db, 'Premium');
    const res = await call('PUT', `/durian/categories/${first.id}`, { name: 'PREMIUM' });
    expect(res.statusCode).toBe(409);
    const keepsOwnName = await call('PUT', `/durian/categories/${first.id}`, { name: 'classic' });
    expect(keepsOwnName.json().name).toBe('classic');
  });

  it('refuses to delete a category while products use it, saying how many; an archived product does not count', async () => {
    const category = await createTestCategory(t.db);
    const [kept, archived] = [await createTestProduct(t.db), await createTestProduct(t.db, { deletedAt: new Date() })];
    await t.db.insert(productCategories).values([
      { productId: kept.id, categoryId: category.id },
      { productId: archived.id, categoryId: category.id },
    ]);
    const refused = await call('DELETE', `/durian/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This category is used by 1 product; move them to another category first');
    expect(await t.db.select().from(productCategories).where(eq(productCategories.productId, kept.id))).toHaveLength(1);

    await t.db.delete(productCategories).where(eq(productCategories.productId, kept.id));
    expect((await call('DELETE', `/durian/categories/${category.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(products).where(eq(products.id, archived.id))).toHaveLength(1);
  });

  it('answers 404 for unknown categories and malformed ids, 403 to customers who change them', async () => {
    expect((await call('GET', `/durian/categories/${unknownId}`)).statusCode).toBe(404);
    expect((await call('PUT', `/durian/${unknownId}/categories`, { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', `/durian/categories/${unknownId}`)).statusCode).toBe(404);
    expect((await call('GET', '/durian/categories/12')).statusCode).toBe(404);
    const category = await createTestCategory(t.db);
    expect((await call('DELETE', `/durian/categories/${category.id}`, undefined, customer)).statusCode).toBe(403);
  });
});

describe('GET /durian/:id/products', () => {
  it('answers the products of the category as {data, total}, paged', async () => {
    const category = await createTestCategory(t.db);
    const older = await createTestProduct(t.db, { createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await createTestProduct(t.db, { createdAt: new Date('2025-02-01T00:00:00Z') });
    await createTestProduct(t.db);
    await t.db.insert(productCategories).values([
      { productId: older.id, categoryId: category.id },
      { productId: newer.id, categoryId: category.id },
    ]);
    const res = await call('GET', `/durian/${category.id}/products?take=1`, undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, data: [{ id: newer.id }] });
  });

  it("answers 404 'Category not found' for an unknown category", async () => {
    const res = await call('GET', `/durian/${unknownId}/products`, undefined, null);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Category not found');
  });
});

describe('the history of category changes', () => {
  it('records who created, renamed and deleted a category, with before and after', async () => {
    const created = await call('POST', '/durian/categories', { name: 'Audited' });
    const id = created.json().id as string;
    await call('PUT', `/durian/categories/${id}`, { name: 'Audited Again' });
    await call('DELETE', `/durian/categories/${id}`);

    const history = await call('GET', `/durian/admin/changes?entity=category&entityId=${id}`);

    const byAction = Object.fromEntries(history.json().items.map((c: { action: string }) => [c.action, c]));
    expect(Object.keys(byAction).sort()).toEqual(['created', 'deleted', 'updated']);
    expect(byAction.updated).toMatchObject({ actor: { id: admin.id }, before: { name: 'Audited' }, after: { name: 'Audited Again' } });
    expect(byAction.deleted).toMatchObject({ before: { name: 'Audited Again' }, after: null });
  });
});
