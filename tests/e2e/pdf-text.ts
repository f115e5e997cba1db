// A small pure-JS PDF reader for tests: page count and the text of Chromium's PDFs (page.pdf).
// Chromium (Skia) writes uncompressed object tables, Flate content streams and Type0 fonts with a
// ToUnicode CMap; text is shown with Tj/TJ on hex glyph codes. That is all this reads.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const src = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+)\s+0\s+obj\b/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const start = m.index + m[0].length;
    const end = src.indexOf('endobj', start);
    if (end < 0) break;
    const body = src.slice(start, end);
    const s = body.search(/\bstream\r?\n/);
    let stream: Buffer | null = null;
    let dict = body;
    if (s >= 0) {
      dict = body.slice(0, s);
      const dataStart = start + s + body.slice(s).match(/^stream\r?\n/)![0].length;
      const dataEnd = src.lastIndexOf('endstream', end);
      let data = pdf.subarray(dataStart, dataEnd);
      if (/\/FlateDecode/.test(dict)) {
        try {
          data = inflateSync(data);
        } catch {
          data = Buffer.alloc(0);
        }
      }
      stream = data;
    }
    out.set(Number(m[1]), { dict, stream });
    re.lastIndex = end;
  }
  return out;
}

/** ToUnicode CMap: code (hex) → text. */
function parseCMap(text: string): { map: Map<string, string>; bytes: number } {
  const map = new Map<string, string>();
  const hexToStr = utf16;
  const range = text.match(/begincodespacerange\s*<([0-9a-fA-F]+)>/);
  const bytes = range ? range[1].length / 2 : 2;
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(m[1].toLowerCase(), hexToStr(m[2]));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<([0-9a-fA-F]+)>|\[([^\]]*)\])/g)) {
      const lo = parseInt(m[1], 16),
        hi = parseInt(m[2], 16),
        w = m[1].length;
      const list = m[5] ? [...m[5].matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => x[1]) : null;
      for (let c = lo; c <= hi; c++) {
        const key = c.toString(16).padStart(w, '0');
        if (list) map.set(key, hexToStr(list[c - lo] ?? ''));
        else {
          const base = parseInt(m[4], 16) + (c - lo);
          map.set(key, hexToStr(base.toString(16).padStart(m[4].length, '0')));
        }
      }
    }
  }
  return { map, bytes };
}

function utf16(hex: string): string {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return s;
}

export function pdfPageCount(pdf: Buffer): number {
  let n = 0;
  for (const o of objects(pdf).values()) if (/\/Type\s*\/Page\b(?!s)/.test(o.dict)) n++;
  return n;
}

/** The text of every page, in content order; text objects (BT … ET) are separated by newlines. */
export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf);
  const cmaps = new Map<number, ReturnType<typeof parseCMap>>();
  for (const [num, o] of objs) {
    const ref = o.dict.match(/\/ToUnicode\s+(\d+)\s+0\s+R/);
    const cm = ref ? objs.get(Number(ref[1])) : undefined;
    if (cm?.stream) cmaps.set(num, parseCMap(cm.stream.toString('latin1')));
  }
  // Font resource names → font objects, from every resource dictionary (Skia names them per document).
  const fontByName = new Map<string, number>();
  for (const o of objs.values()) {
    for (const block of o.dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const m of block[1].matchAll(/\/([\w.+-]+)\s+(\d+)\s+0\s+R/g)) fontByName.set(m[1], Number(m[2]));
    }
  }
  const out: string[] = [];
  // Content streams: the page contents and form XObjects, in object order (Chromium writes pages in order).
  const contentRefs: number[] = [];
  for (const o of objs.values()) {
    if (!/\/Type\s*\/Page\b(?!s)/.test(o.dict)) continue;
    const c = o.dict.match(/\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/);
    if (c) for (const m of c[1].matchAll(/(\d+)\s+0\s+R/g)) contentRefs.push(Number(m[1]));
  }
  for (const [num, o] of objs) if (/\/Subtype\s*\/Form/.test(o.dict) && !contentRefs.includes(num)) contentRefs.push(num);
  for (const ref of contentRefs) {
    const stream = objs.get(ref)?.stream;
    if (!stream) continue;
    const text = stream.toString('latin1');
    let cmap: ReturnType<typeof parseCMap> | undefined;
    let line = '';
    const decodeHex = (hex: string) => {
      if (!cmap) return '';
      const step = cmap.bytes * 2;
      let s = '';
      for (let i = 0; i + step <= hex.length; i += step) s += cmap.map.get(hex.slice(i, i + step).toLowerCase()) ?? '';
      return s;
    };
    // Skia wraps some glyphs in a marked span carrying the real text: /Span<</ActualText <FEFF…> >> BDC … EMC.
    const tokens = text.matchAll(/\/ActualText\s*<([0-9a-fA-F]*)>|\bEMC\b|\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>|\bET\b|(-?\d+(?:\.\d+)?)(?=\s*[<\]])/g);
    let actual = false;
    for (const t of tokens) {
      if (t[1] !== undefined) {
        line += utf16(t[1].replace(/^feff/i, ''));
        actual = true;
      } else if (t[0] === 'EMC') actual = false;
      else if (t[2]) cmap = cmaps.get(fontByName.get(t[2]) ?? -1);
      else if (t[3] !== undefined) {
        if (!actual) line += decodeHex(t[3].replace(/\s+/g, ''));
      } else if (t[4] !== undefined) {
        if (Number(t[4]) < -200) line += ' '; // a wide kerning gap in TJ is a space
      } else if (t[0] === 'ET') {
        out.push(line);
        line = '';
      }
    }
    if (line) out.push(line);
  }
  // CJK fonts often map ideographs to their compatibility twins (言 → ⾔ U+2F94): NFKC folds them back.
  return out.join('\n').normalize('NFKC');
}
