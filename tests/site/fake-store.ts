// A Map-backed Web Storage stand-in for unit tests (vitest runs in node, without localStorage).
import type { StorageLike } from '../../lib/browser/prefs';

export class FakeStore implements StorageLike {
  map = new Map<string, string>();
  /** Longest value one setItem takes. */
  quota = Infinity;
  /** Most characters all values together may hold (a browser's storage quota). */
  total = Infinity;
  used(): number {
    let n = 0;
    for (const [k, v] of this.map) n += k.length + v.length;
    return n;
  }
  getItem(k: string) {
    return this.map.has(k) ? (this.map.get(k) as string) : null;
  }
  setItem(k: string, v: string) {
    const after = this.used() - (this.map.has(k) ? k.length + (this.map.get(k) as string).length : 0) + k.length + String(v).length;
    if (v.length > this.quota || after > this.total) {
      const e = new Error('The quota has been exceeded.');
      e.name = 'QuotaExceededError';
      throw e;
    }
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
}
