// The inline script that runs before the first paint. It puts the chosen language in <html data-lang>:
// the language the address names ("/en/…", lib/i18n/languages langOfPath: a link in a language is sent
// in that language), else the remembered choice, else the browser's first supported language (lib/i18n/languages matchLang, the same
// function, serialized, over the one language list). The static export has one HTML per page and
// language (lib/i18n/languages pathIn, serialized too): when the chosen language is not this HTML's, the
// script sends the browser to the page in that language, keeping the query and the #fragment (a share
// link's board). Where that page is already the address (an offline fallback served another language's
// copy), data-pending hides the page until its messages are in (components/use-lang), at most a few
// seconds.
import { DEFAULT_LANG, FALLBACK_LANG, LANGUAGES, langOfPath, matchLang, PAGE_LANGS, pathIn } from '../lib/i18n/languages';
import { STORAGE_KEY } from '../lib/browser/prefs';
import { LEAVING } from './lang-attrs';

const LIST = LANGUAGES.map((l) => ({ code: l.code, match: l.match }));

export const langBootScript =
  `(function(){try{var L=${JSON.stringify(LIST)},C=L.map(function(x){return x.code}),of=${langOfPath.toString()},l=of(${JSON.stringify(PAGE_LANGS)},${JSON.stringify(DEFAULT_LANG)},location.pathname);` +
  `if(!l)try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||'null');l=s&&s.prefs&&s.prefs.lang}catch(e){}` +
  `if(C.indexOf(l)<0){var pick=${matchLang.toString()};l=pick(L,navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||'en'])||${JSON.stringify(FALLBACK_LANG)}}` +
  `var h=document.documentElement;h.setAttribute('data-lang',l);` +
  `if(l!==h.lang){h.setAttribute('data-pending','');setTimeout(function(){h.removeAttribute('data-pending')},4000);` +
  `var go=${pathIn.toString()},p=location.pathname,to=go(${JSON.stringify(PAGE_LANGS)},${JSON.stringify(DEFAULT_LANG)},p,l);` +
  `if(to!==p){h.setAttribute(${JSON.stringify(LEAVING)},'');location.replace(to+location.search+location.hash)}}}catch(e){}})();`;
