import { expect, type Page } from '@playwright/test';

/**
 * Everything a browser profile holds for the app's origin, read from inside the page the way a
 * curious next visitor with the developer tools could: every IndexedDB database and store (every
 * string in every record, and how many Blobs), Cache Storage (every cache and URL), localStorage
 * and sessionStorage.
 */
export interface DeviceStorage {
  databases: string[];
  /** `database/store` → number of records. */
  records: Record<string, number>;
  /** Every string found anywhere in IndexedDB, localStorage and sessionStorage (keys too). */
  strings: string[];
  /** Blobs (images, photos) anywhere in IndexedDB. */
  blobs: number;
  /** Cache name → cached URLs. */
  caches: Record<string, string[]>;
}

export async function readDeviceStorage(page: Page): Promise<DeviceStorage> {
  return page.evaluate(async () => {
    const strings: string[] = [];
    let blobs = 0;
    const seen = new WeakSet<object>();
    const walk = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value instanceof Blob) blobs += 1;
      else if (value && typeof value === 'object' && !seen.has(value)) {
        seen.add(value);
        for (const [key, inner] of Object.entries(value)) {
          strings.push(key);
          walk(inner);
        }
      }
    };
    const request = <T,>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const records: Record<string, number> = {};
    const databases = (await indexedDB.databases()).map((d) => d.name).filter((name): name is string => Boolean(name));
    for (const name of databases) {
      const open = indexedDB.open(name);
      const db = await request(open);
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await request(db.transaction(store).objectStore(store).getAll());
        records[`${name}/${store}`] = rows.length;
        walk(rows);
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        strings.push(key, storage.getItem(key) ?? '');
      }
    }
    const cacheUrls: Record<string, string[]> = {};
    for (const name of await caches.keys()) cacheUrls[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return { databases, records, strings, blobs, caches: cacheUrls };
  });
}

/** Fails naming where a trace was found. */
export function expectNoTrace(storage: DeviceStorage, traces: string[]): void {
  const text = storage.strings.join('\n').toLowerCase();
  for (const trace of traces) expect(text, `"${trace}" left in the browser's storage`).not.toContain(trace.toLowerCase());
  const urls = Object.values(storage.caches).flat().join('\n').toLowerCase();
  for (const trace of traces) expect(urls, `"${trace}" in a cached URL`).not.toContain(trace.toLowerCase());
}

/** What a screen shows: its text and the pictures it draws. */
export async function screenText(page: Page): Promise<{ text: string; pictures: string[] }> {
  return page.evaluate(() => ({
    text: document.body.innerText,
    // A public artist's portfolio tile (a blob: PNG the render worker drew from the directory) is no client's picture.
    pictures: Array.from(document.querySelectorAll<HTMLImageElement>('img:not([data-portfolio-tile])')).map((img) => img.currentSrc || img.src).filter((src) => src.startsWith('blob:') || src.startsWith('data:image/png')),
  }));
}
