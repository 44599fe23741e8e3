import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/browser';
import { DESKTOP, PHONE, useShopUnderTest } from './support/shop-under-test';
import { registerShopper, SHOPPER_PASSWORD as PASSWORD, uniqueEmail } from './support/shopper';

const MAPS_KEY = 'test-maps-key';

// A Maps key is configured; the script itself is stubbed where a test needs it (there is no internet here).
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off', GOOGLE_MAPS_API_KEY: MAPS_KEY });
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  page = await shop.openPage();
  context = page.context();
});
afterEach(async () => {
  await context.close();
});

/**
 * Stands in for the Google Maps script: records how it was loaded and called, offers one suggestion for any
 * text typed in the search box, and answers the place Google would (a street number and a route, as in Malaysia).
 */
const MAPS_STUB = `(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const calls = (window.__mapsCalls = { script: Object.fromEntries(params), autocomplete: null, maps: [], markers: 0 });
  class LatLng { constructor(lat, lng) { this.v = [lat, lng]; } lat() { return this.v[0]; } lng() { return this.v[1]; } }
  const place = {
    address_components: [
      { long_name: '88', short_name: '88', types: ['street_number'] },
      { long_name: 'Jalan Ampang', short_name: 'Jln Ampang', types: ['route'] },
      { long_name: 'Kuala Lumpur', short_name: 'KL', types: ['locality', 'political'] },
      { long_name: 'Wilayah Persekutuan Kuala Lumpur', short_name: 'WP KL', types: ['administrative_area_level_1', 'political'] },
      { long_name: '50450', short_name: '50450', types: ['postal_code'] },
      { long_name: 'Malaysia', short_name: 'MY', types: ['country', 'political'] },
    ],
    formatted_address: '88, Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
    geometry: { location: new LatLng(3.1579, 101.7116) },
  };
  class Autocomplete {
    constructor(input, options) {
      calls.autocomplete = options;
      this.handlers = [];
      this.place = {};
      input.addEventListener('input', () => {
        document.querySelector('.pac-container')?.remove();
        const list = document.createElement('div');
        list.className = 'pac-container';
        list.setAttribute('role', 'listbox');
        list.setAttribute('aria-label', 'Address suggestions');
        const option = document.createElement('div');
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.textContent = place.formatted_address;
        option.addEventListener('click', () => {
          this.place = place;
          input.value = place.formatted_address;
          list.remove();
          this.handlers.forEach((handler) => handler());
        });
        list.append(option);
        document.body.append(list);
      });
    }
    addListener(event, handler) { if (event === 'place_changed') this.handlers.push(handler); return {}; }
    getPlace() { return this.place; }
  }
  class Map {
    constructor(element, options) {
      calls.maps.push({ zoom: options.zoom, center: [options.center.lat(), options.center.lng()] });
      element.dataset.stubMap = 'shown';
    }
  }
  class Marker { constructor() { calls.markers += 1; } }
  window.google = { maps: { places: { Autocomplete }, Map, Marker, event: { clearInstanceListeners() {} } } };
  window[params.get('callback')]();
})();`;


/** A toast with this text (the newest, when the same one shows twice). */
const toast = (text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** A new customer, signed in through /register; returns the e-mail. */
const registerCustomer = (name?: string) => registerShopper(page, { name, email: uniqueEmail('profile') });

async function openProfileTab(name: 'Profile' | 'Addresses' | 'Change Password' | 'Favourites') {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

async function logInOnPage(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('the profile', () => {
  it('asks a visitor to sign in, then shows and edits the profile and its primary address', async () => {
    const email = await registerCustomer();
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toast('Logged out successfully').waitFor();

    await page.goto('/profile');
    await toast('Please log in to view your profile').waitFor();
    await page.waitForURL('**/login');
    await logInOnPage(email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');

    const sidebar = page.getByRole('complementary', { name: 'Account' });
    await sidebar.getByText(email).waitFor();
    const details = page.getByRole('tabpanel', { name: 'Profile' });
    await details.getByText('Email address cannot be changed.').waitFor();
    expect(await details.getByText('Not provided').count()).toBe(6);
    await expectNoSeriousA11yViolations(page);

    await details.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await expect.poll(() => form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    // The Maps script cannot load (the shop's CSP refuses it, and there is no internet): the search box
    // says so and the fields are filled by hand.
    await expect.poll(() => form.getByLabel('Search Address').inputValue()).toBe('Error loading Google Maps');
    expect(await form.getByLabel('Search Address').isDisabled()).toBe(true);
    await form.getByText('Search for your address or enter details manually below').waitFor();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Phone').fill('12345');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter a valid Malaysian phone number').waitFor();

    await form.getByLabel('Full Name').fill('Aisyah binti Rahman');
    await form.getByLabel('Phone').fill('012-345 6789');
    await form.getByLabel('Address', { exact: true }).fill('18 Jalan Telawi 3, Bangsar Baru');
    await form.getByLabel('City').fill('Kuala Lumpur');
    await form.getByLabel('State/Province').fill('Wilayah Persekutuan');
    await form.getByLabel('Postal Code').fill('59100');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast('Profile updated successfully').waitFor();

    await details.getByText('+60123456789').waitFor();
    await details.getByText('18 Jalan Telawi 3, Bangsar Baru').waitFor();
    await details.getByText('Malaysia').waitFor();
    await sidebar.getByText('Aisyah binti Rahman').waitFor();
    expect(await details.getByText('Not provided').count()).toBe(0);

    // The primary address is the default shipping address.
    await openProfileTab('Addresses');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('addresses');
    const home = page.getByRole('article', { name: 'Home' });
    await home.getByText('Default', { exact: true }).waitFor();
    await home.getByText('18 Jalan Telawi 3, Bangsar Baru, Kuala Lumpur, 59100 Wilayah Persekutuan, Malaysia').waitFor();

    // Cancel leaves the profile as it was.
    await openProfileTab('Profile');
    await details.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('Full Name').fill('Someone Else');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await details.getByText('Aisyah binti Rahman').waitFor();
  });

  it('fills the primary address from a Google Maps search when a key is configured', async () => {
    // The shop's CSP allows only its own scripts (the lead decides on Maps); this test looks past it.
    await context.close();
    page = await shop.openPage(DESKTOP, { bypassCSP: true });
    context = page.context();
    await page.route('https://maps.googleapis.com/maps/api/js?**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: MAPS_STUB }),
    );

    await registerCustomer('Farah Aziz');
    await page.goto('/profile');
    await page.getByRole('tabpanel', { name: 'Profile' }).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    const search = form.getByLabel('Search Address');
    await expect.poll(() => search.isEnabled()).toBe(true);
    await search.fill('88 Jalan Amp');
    await page.getByRole('option', { name: '88, Jalan Ampang, 50450 Kuala Lumpur, Malaysia' }).click();

    // The street number is merged into the first address line.
    await expect.poll(() => form.getByLabel('Address', { exact: true }).inputValue()).toBe('88 Jalan Ampang');
    expect(await form.getByLabel('City').inputValue()).toBe('Kuala Lumpur');
    expect(await form.getByLabel('State/Province').inputValue()).toBe('Wilayah Persekutuan Kuala Lumpur');
    expect(await form.getByLabel('Postal Code').inputValue()).toBe('50450');
    expect(await form.getByLabel('Country').inputValue()).toBe('Malaysia');
    const preview = form.getByRole('img', { name: 'Map of the chosen address' });
    await expect.poll(() => preview.getAttribute('data-stub-map')).toBe('shown');
    expect((await preview.boundingBox())?.height).toBe(160);

    const calls = await page.evaluate(() => (window as unknown as { __mapsCalls: Record<string, unknown> }).__mapsCalls);
    expect(calls).toMatchObject({
      script: { key: MAPS_KEY, libraries: 'places' },
      autocomplete: {
        componentRestrictions: { country: 'my' },
        types: ['address'],
        fields: ['address_components', 'formatted_address', 'geometry'],
      },
      maps: [{ zoom: 15, center: [3.1579, 101.7116] }],
      markers: 1,
    });

    await form.getByRole('button', { name: 'Save' }).click();
    await toast('Profile updated successfully').waitFor();
    await page.getByRole('tabpanel', { name: 'Profile' }).getByText('88 Jalan Ampang').waitFor();
  });

  it('adds, edits, sets the default and deletes shipping addresses', async () => {
    await registerCustomer('Wei Ming Tan');
    await page.goto('/profile?tab=addresses');
    const tab = page.getByRole('tabpanel', { name: 'Addresses' });
    await tab.getByRole('heading', { name: 'Shipping Addresses' }).waitFor();
    await tab.getByText('You have no saved addresses yet.').waitFor();
    await expectNoSeriousA11yViolations(page);

    await tab.getByRole('button', { name: 'Add Address' }).click();
    let form = tab.getByRole('form', { name: 'New address' });
    expect(await form.getByLabel('Address Name').inputValue()).toBe('Home');
    expect(await form.getByLabel('Country').inputValue()).toBe('Malaysia');
    expect(await form.getByLabel('Set as default address').getAttribute('aria-checked')).toBe('false');
    await form.getByLabel('Address', { exact: true }).fill('7 Lorong Kurau, Bangsar');
    await form.getByLabel('City').fill('Kuala Lumpur');
    await form.getByLabel('State').fill('Wilayah Persekutuan');
    await form.getByLabel('Postal Code').fill('59100');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await toast('Address added successfully').waitFor();
    // The first address becomes the default whatever the box said.
    await tab.getByRole('article', { name: 'Home' }).getByText('Default', { exact: true }).waitFor();

    await tab.getByRole('button', { name: 'Add Address' }).click();
    form = tab.getByRole('form', { name: 'New address' });
    await form.getByLabel('Address Name').fill('Office');
    await form.getByLabel('Address', { exact: true }).fill('Level 12, Menara Binjai, Jalan Binjai');
    await form.getByLabel('City').fill('Kuala Lumpur');
    await form.getByLabel('State').fill('Wilayah Persekutuan');
    await form.getByLabel('Postal Code').fill('50450');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await toast('Address added successfully').waitFor();
    const office = tab.getByRole('article', { name: 'Office' });
    await office.waitFor();
    expect(await office.getByText('Default', { exact: true }).count()).toBe(0);

    await office.getByRole('button', { name: 'Edit' }).click();
    const edit = tab.getByRole('form', { name: 'Edit address Office' });
    await edit.getByLabel('City').fill('Petaling Jaya');
    await edit.getByLabel('State').fill('Selangor');
    await edit.getByLabel('Postal Code').fill('46100');
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await toast('Address updated successfully').waitFor();
    await office.getByText(/Petaling Jaya, 46100 Selangor/).waitFor();

    await office.getByRole('button', { name: 'Set as default' }).click();
    await office.getByText('Default', { exact: true }).waitFor();
    await expect.poll(() => tab.getByRole('article', { name: 'Home' }).getByText('Default', { exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // Delete asks first; Cancel keeps the address.
    const home = tab.getByRole('article', { name: 'Home' });
    await home.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await home.waitFor();
    await home.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Address deleted successfully').waitFor();
    await home.waitFor({ state: 'detached' });

    await office.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await tab.getByText('You have no saved addresses yet.').waitFor();
  });

  it('changes the password, checking each field, and signs in with the new one', async () => {
    const email = await registerCustomer('Kavitha Raj');
    await page.goto('/profile');
    await openProfileTab('Change Password');
    const tab = page.getByRole('tabpanel', { name: 'Change Password' });
    await expectNoSeriousA11yViolations(page);

    await tab.getByRole('button', { name: 'Change Password' }).click();
    await tab.getByText('Current password is required').waitFor();
    await tab.getByText('Password must be at least 8 characters').waitFor();
    await tab.getByText('Please confirm your password').waitFor();

    const current = tab.getByLabel('Current Password', { exact: true });
    await current.fill('not-my-password');
    await tab.getByLabel('New Password', { exact: true }).fill('rambutan-season-7');
    await tab.getByLabel('Confirm New Password').fill('rambutan-season-8');
    await tab.getByRole('button', { name: 'Change Password' }).click();
    await tab.getByText("Passwords don't match").waitFor();

    // Each field has its own show/hide toggle.
    expect(await current.getAttribute('type')).toBe('password');
    await tab.getByRole('button', { name: 'Show password' }).first().click();
    expect(await current.getAttribute('type')).toBe('text');
    await tab.getByRole('button', { name: 'Hide password' }).click();
    expect(await current.getAttribute('type')).toBe('password');

    await tab.getByLabel('Confirm New Password').fill('rambutan-season-7');
    await tab.getByRole('button', { name: 'Change Password' }).click();
    await toast('Current password is incorrect').waitFor();

    await current.fill(PASSWORD);
    await tab.getByRole('button', { name: 'Change Password' }).click();
    await toast('Password changed successfully').waitFor();
    expect(await current.inputValue()).toBe('');

    // The sidebar's Logout, then the new password.
    await page.getByRole('complementary', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await toast('Logged out successfully').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The page was left before the sign-out, so it did not ask for a sign-in on the way out.
    expect(await toast('Please log in to view your profile').count()).toBe(0);
    await page.goto('/login');
    await logInOnPage(email, PASSWORD);
    await toast('Invalid credentials').waitFor();
    await logInOnPage(email, 'rambutan-season-7');
    await toast('Login successful!').waitFor();
    await page.getByRole('button', { name: 'My Account' }).waitFor();
  });

  it('keeps favourite farms and products in the Favourites tab', async () => {
    await registerCustomer('Lim Mei Ling');
    await page.goto('/profile?tab=favourites');
    const tab = page.getByRole('tabpanel', { name: 'Favourites' });
    await tab.getByText('You have no favourites yet.').waitFor();

    // A farm, from its page.
    await page.goto('/farms');
    await page.getByRole('main').locator('a[href^="/farms/"]').first().click();
    await page.waitForURL(/\/farms\/[0-9a-f-]{36}$/);
    const farmPath = new URL(page.url()).pathname;
    // The URL changes before the farm page renders: read its heading once its own button is there.
    const addFarm = page.getByRole('button', { name: 'Add to Favourites' });
    await addFarm.waitFor();
    const farmName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await addFarm.click();
    await toast(`${farmName} added to your favourites`).waitFor();
    await page.getByRole('button', { name: 'Saved to Favourites' }).waitFor();

    // A product, from its page's wishlist button.
    await page.goto('/shop');
    await page.getByText(/Showing \d+ products?/).waitFor();
    const card = page.getByRole('article').first();
    const productName = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('link', { name: productName }).first().click();
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    const productPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Add to Favourites' }).click();
    await toast(`${productName} added to your favourites`).waitFor();

    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await openProfileTab('Favourites');
    const farms = tab.getByRole('region', { name: /Farms/ });
    const farm = farms.getByRole('article', { name: farmName });
    expect(await farm.getByRole('link', { name: farmName }).getAttribute('href')).toBe(farmPath);
    const product = tab.getByRole('region', { name: /Products/ }).getByRole('article', { name: productName });
    expect(await product.getByRole('link', { name: productName }).getAttribute('href')).toBe(productPath);
    await expectNoSeriousA11yViolations(page);

    await farm.getByRole('button', { name: 'Remove' }).click();
    await toast(`${farmName} removed from your favourites`).waitFor();
    await farm.waitFor({ state: 'detached' });
    await product.getByRole('button', { name: 'Remove' }).click();
    await tab.getByText('You have no favourites yet.').waitFor();

    await page.goto(farmPath);
    await page.getByRole('button', { name: 'Add to Favourites' }).waitFor();
  });

  it('schedules the account for deletion with the password, and cancels it', async () => {
    await registerCustomer('Tan Ah Kow');
    await page.goto('/profile');
    const zone = page.getByRole('region', { name: 'Delete my account' });
    await zone.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Password is incorrect' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The date as Malaysia reads it, whatever zone this machine is in (the shop shows Malaysia's dates).
    const inThirtyDays = new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kuala_Lumpur' }).format(
      new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    );
    await zone.getByText(`Your account will be deleted on ${inThirtyDays}.`).waitFor();

    // Still signed in, the customer changes their mind.
    await page.reload();
    await zone.getByRole('button', { name: 'Cancel deletion' }).click();
    await toast('Account deletion cancelled').waitFor();
    await zone.getByRole('button', { name: 'Delete my account' }).waitFor();
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize(PHONE);
    await registerCustomer('Nur Iman');
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    for (const name of ['Profile', 'Addresses', 'Change Password', 'Favourites'] as const) {
      await openProfileTab(name);
      await page.getByRole('tabpanel', { name }).getByRole('heading', { level: 2 }).first().waitFor();
      await expectNoSeriousA11yViolations(page);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
