/**
 * Contacts as a person makes them: through the Create Contact form, finding the fields by their
 * labels. Shared by the contact and session specs.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet } from './session';

export interface NewContact {
  name: string;
  email: string;
  address: string;
  phone: string;
}

/** A contact whose name holds a word no demo contact has, so a search finds only it. */
export function uniqueContact(prefix: string): NewContact & { word: string } {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const word = `${prefix}${stamp}`;
  return {
    word,
    name: `Robin ${word}`,
    email: `robin.${stamp}@example.com`,
    address: '12 Harbor Lane, Savannah, GA 31401',
    phone: '(912) 555-0142',
  };
}

/** Fills the required fields of the contact form that is on screen. */
export async function fillContactForm(page: Page, contact: NewContact) {
  await page.getByLabel(/^Full Name/).fill(contact.name);
  await page.getByLabel(/^Email/).fill(contact.email);
  await page.getByLabel(/^Address/).fill(contact.address);
  await page.getByLabel(/^Primary Phone/).fill(contact.phone);
}

/** Opens Create Contact from the contacts list, fills it in and saves it. */
export async function createContactThroughForm(page: Page, contact: NewContact) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const core = nav.getByRole('button', { name: 'Core', exact: true });
  await expect(core).toBeVisible();
  // The Core group is open already when the drawer is opened on a Core screen.
  if ((await core.getAttribute('aria-expanded')) !== 'true') await core.click();
  await nav.getByRole('link', { name: 'Contacts', exact: true }).click();
  await page.getByRole('button', { name: 'Create Contact' }).click();
  await expect(page).toHaveURL(/\/core\/contacts\/new$/);
  await fillContactForm(page, contact);
  await page.getByRole('button', { name: 'Create Contact' }).click();
  await expect(page.getByText('Contact created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/core\/contacts$/);
}

export interface ServerContact {
  id: string;
  full_name: string;
  email: string;
  address: string;
  primary_phone: string;
}

/** What the server's contact search answers (read with the demo employee's token). */
export async function serverContacts(request: APIRequestContext, search: string) {
  const body = await apiGet<{ contacts: ServerContact[] }>(
    request,
    `/api/core/contacts?search=${encodeURIComponent(search)}`,
  );
  return body.contacts;
}
