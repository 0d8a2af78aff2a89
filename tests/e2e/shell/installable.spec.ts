/**
 * DESIGN.md section 1: an installable PWA. The manifest says what to install, its icons load
 * as PNG at their declared sizes, a service worker controls the page, and Chromium itself
 * reports nothing stopping installation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { CHROMIUM_PATH } from '../../bench/chromium';
import { waitForServiceWorker } from '../support/session';

const expect = baseExpect.configure({ timeout: 15_000 });

// Generous limits for a loaded two-core machine.
test.describe.configure({ timeout: 90_000 });

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(0, 8).equals(signature), 'the file starts with the PNG signature').toBe(
    true,
  );
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest describes an installable app, and its icons are real PNGs', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href, 'the page links its manifest').toBeTruthy();
  const manifestUrl = new URL(href!, page.url()).toString();

  const res = await request.get(manifestUrl);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };

  expect(manifest.name).toBe('Rentline Portal');
  expect(typeof manifest.short_name === 'string' && manifest.short_name.length > 0).toBe(true);
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons = manifest.icons;
  const find = (size: string, purpose: string) =>
    icons.find(
      (i) =>
        i.sizes.split(/\s+/).includes(size) && (i.purpose ?? 'any').split(/\s+/).includes(purpose),
    );
  const wanted = [
    find('192x192', 'any'),
    find('512x512', 'any'),
    icons.find((i) => i.purpose?.includes('maskable')),
  ];
  expect(wanted[0], 'a 192 px icon').toBeTruthy();
  expect(wanted[1], 'a 512 px icon').toBeTruthy();
  expect(wanted[2], 'a maskable icon').toBeTruthy();

  for (const icon of wanted) {
    const file = await request.get(new URL(icon!.src, manifestUrl).toString());
    expect(file.status(), `${icon!.src} loads`).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
    const declared = icon!.sizes.split(/\s+/)[0]!;
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, `${icon!.src} is as big as declared`).toBe(declared);
  }
});

test('a service worker registers and controls the page', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      scope: registration?.scope ?? null,
      active: registration?.active?.state ?? null,
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
    };
  });
  expect(state.scope).toBe(new URL('/', page.url()).toString());
  expect(state.active).toBe('activated');
  expect(state.controller).toMatch(/\/sw\.js$/);
});

test('Chromium reports no installability errors', async ({ playwright, baseURL }, testInfo) => {
  // Chromium never offers installation in an incognito-like context, which is what a normal
  // Playwright context is; a persistent profile is what a person's browser has. Chromium itself,
  // not the headless shell the other specs run in: the shell reports no errors for any page.
  const profile = mkdtempSync(join(tmpdir(), 'rentline-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    executablePath: CHROMIUM_PATH,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const installabilityErrors = async () =>
      (
        (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        }
      ).installabilityErrors.map((e) => e.errorId);

    // The check can fail: a page of the same origin without a manifest is not installable.
    await page.goto('/api/health');
    expect(await installabilityErrors()).toContain('no-manifest');

    await page.goto('/');
    await waitForServiceWorker(page);
    expect(await installabilityErrors()).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
